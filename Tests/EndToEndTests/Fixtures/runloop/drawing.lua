-- E7: several setNeedsDisplay in one turn of the run loop give one drawRect, after the handler.
launch()
touch_down(100, 100)
shake()
