-- E6: a repeating timer fires exactly the times due within advance(); invalidate stops it.
launch()
advance(3.5)       -- ticks at 1, 2, 3; once at 2.5
advance(0.5)       -- tick 4 at 4
advance(10)        -- tick 5 at 5, then invalidated: nothing more
