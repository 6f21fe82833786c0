-- Checker for exercise 03: links that launch the app.
launch{ url = "recipes://recipe/pancakes", sourceApplication = "com.apple.mobilemail" }
expect_state("active")
expect(read_file("Documents/showing.txt") == "pancakes",
  "launched by recipes://recipe/pancakes, the app should show pancakes (L3: return true so the URL is delivered)")

user_kill()
launch{ url = "cookbook://recipe/lasagne", sourceApplication = "com.example.other" }
-- Expected outcome: the URL cookbook://recipe/lasagne is not opened (L3)
expect_state("active")
expect(read_file("Documents/showing.txt") ~= "lasagne",
  "a cookbook:// link is not ours: didFinishLaunching should return false so it is not opened")

user_kill()
launch()                                    -- a plain launch must work too
expect_state("active")
