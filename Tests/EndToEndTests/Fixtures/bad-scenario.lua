launch()
home()
advance("soon")
