-- I6: a call while the app's timer is still scheduled, then declined.
launch()
advance(1.5)
call()
decline()
