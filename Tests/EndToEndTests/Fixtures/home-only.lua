launch()
home()
