-- Checker for exercise 35: a recipe link at launch, the sign-in callback, a recipe link while suspended.
launch{ url = "recipes://recipe/pancakes", sourceApplication = "com.example.mealplanner" }  -- L3
expect_state("active")
expect(read_file("Documents/showing.txt") == "pancakes",
  "launched by recipes://recipe/pancakes, the app should show pancakes: with application:openURL:options: implemented, UIKit delivers every URL there and never calls openURL:sourceApplication:annotation: (L3, P)")
expect(read_file("Documents/from.txt") == "com.example.mealplanner",
  "the link came from the team's meal planner: the sending app is options.UIApplicationOpenURLOptionsSourceApplicationKey"
  .. " (Documents/from.txt holds " .. tostring(read_file("Documents/from.txt")) .. ")")

open_url("signin://done?token=42", "com.example.signin")        -- U2: active, delivered directly
expect(read_file("Documents/signedin.txt") == "yes",
  "the sign-in library's signin:// callback should still be handled in application:openURL:options:")

home()
advance(10)
expect_state("suspended")
open_url("recipes://recipe/lasagne", "com.example.shoppinglist") -- U1: to the front, then the URL
expect_state("active")
expect(read_file("Documents/showing.txt") == "lasagne",
  "a recipes://recipe/lasagne link opened while the app was suspended should show lasagne (U1: the URL goes to application:openURL:options:)")
expect(read_file("Documents/from.txt") == "com.example.shoppinglist",
  "the second link came from the team's shopping list, and Documents/from.txt should say so"
  .. " (it holds " .. tostring(read_file("Documents/from.txt")) .. ")")
