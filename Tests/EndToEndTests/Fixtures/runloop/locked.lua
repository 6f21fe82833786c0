-- I5: no touches while the screen is locked, nor while a call alert is up.
launch()
call()
tap(100, 100)
decline()
lock()
tap(100, 100)
unlock()
tap(100, 100)
