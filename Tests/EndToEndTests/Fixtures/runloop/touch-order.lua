-- E1: a touch sequence is dispatched one event at a time, in the order received.
launch()
touch_down(200, 50)
touch_move(210, 60)
touch_move(220, 70)
touch_up(230, 80)
