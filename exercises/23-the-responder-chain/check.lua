-- Checker for exercise 23: strokes on the pad (under the tips and below them), then the toolbar.
launch()
tap(160, 100)                               -- on the pad, under the tips label
expect(read_default("strokes") == 1,
  "a touch at (160, 100) is on the pad, under the tips label: the pad should get it (E2)")
tap(160, 300)                               -- on the pad, below the tips
expect_default("strokes", 2)
tap(160, 30)                                -- on the toolbar, which has no handler
expect(read_default("outside") == 1,
  "a touch on the toolbar should travel up the responder chain to the view controller (E3)")
