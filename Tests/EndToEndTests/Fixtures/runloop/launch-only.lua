-- Launch, and nothing else.
launch()
