-- Explanations of the S rules (states), shown by `lifecycle explain`.
return {
  S1 = {
    title = "An app is in one of five states",
    text = [[
An iOS app is always notRunning, inactive, active, background or suspended. Only active apps get
touches; background apps still run code; suspended apps sit in memory and run nothing at all.
The simulator logs every move between them as a `state` line. A Lua error that nothing catches is
a crash: the app drops straight to notRunning and loses everything it held in memory. The kill
cites the rule of the code that raised it, whose page says what that code is for: a delegate
method's own (W1 for application:performFetchWithCompletionHandler:, C1 for the scene delegate's),
C6 for a BGTask's handlers, N for a notification observer; a completion handler called without a
result cites its wake's (W1, W2). A dispatched block, which no rule of its own covers, cites S1.]],
    breaks = [[
-- scenario: treating "background" and "suspended" as the same state
launch()
home()
advance(60)
expect_state("background")   -- fails: with nothing left to do, it is suspended by now]],
    fix = [[
-- scenario: background first, then suspended once time passes
launch()
home()
expect_state("background")   -- right after Home: not visible, still running code
advance(1)
expect_state("suspended")    -- in memory, running no code]],
    source = [[App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html]],
  },

  S2 = {
    title = "inactive is a state apps pass through",
    text = [[
An app is inactive only briefly on its way between active and the background, or for longer while
a system alert (a call, an SMS, the notification centre) waits for the user. On iOS 4 and earlier
(--profile ios3 and ios4) a locked screen also keeps it inactive; from iOS 5 (ios6, ios7, ios13)
locking sends it on to the background as Home does (I4).
It is not a place the app settles in after Home: Home goes on to background right away. The trace
shows `active -> inactive` followed at once by `inactive -> background`.]],
    breaks = [[
-- scenario: expecting Home to leave the app inactive
launch()
home()
expect_state("inactive")     -- fails: the app is already in the background]],
    fix = [[
-- scenario: an alert is what keeps an app inactive
launch()
call()
expect_state("inactive")     -- waits for the user to decide
decline()
expect_state("active")]],
    source = [[App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  S3 = {
    title = "Suspension happens without telling the app",
    text = [[
Shortly after an app enters the background with no reason to keep running, the system suspends
it, and no delegate method or notification marks that moment. So there is nowhere to "save before
suspension" except applicationDidEnterBackground:. The simulator writes `background -> suspended`
at the next advance; a hook that does not exist, such as applicationWillSuspend, is reported as a
misspelt hook and never called.

A suspended app runs no code: every thread of it freezes at the instruction it reached. A block on
a global queue begins 1 ms after it was queued and runs beside the main thread; at the suspension
it stops mid-work (`froze`, with its line), goes on from there at the app's next wake or return to
the foreground (`resumed`), and is lost if the process dies first (`lost`): it never finishes. So
a 1 s save dispatched in applicationDidEnterBackground: without a background task does not finish
before the suspension; begin one (B5). Where Lua cannot pause (inside a table.sort comparator or a
gsub function, or a coroutine of the app's own) the code runs on until it is back in its own code,
and freezes there.]],
    breaks = [[
local App = {}
function App:applicationWillSuspend(application)   -- no such hook: never called
  FileManager.write("Documents/state.txt", "page 12")
end
return App]],
    fix = [[
local App = {}
function App:applicationDidEnterBackground(application)
  -- the last call before the silent suspension
  FileManager.write("Documents/state.txt", "page 12")
end
return App]],
    source = [[App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html
About the background execution sequence: https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence
Extending your app's background execution time: https://developer.apple.com/documentation/uikit/extending-your-app-s-background-execution-time]],
  },

  S4 = {
    title = "applicationState is active, inactive or background",
    text = [[
`application.applicationState` only ever reports "active", "inactive" or "background". A suspended
app runs no code, so no code can ever observe "suspended", and a not-running app has no code
at all.
Comparing against "suspended" is a test that is never true; the simulator's scenario verbs
state() and expect_state() are where the five-state view lives.]],
    breaks = [[
local App = {}
function App:applicationDidEnterBackground(application)
  DispatchQueue.main:asyncAfter(30, function()
    if application.applicationState == "suspended" then   -- never true
      print("resumed from suspension")
    end
  end)
end
return App]],
    fix = [[
local App = {}
function App:applicationWillEnterForeground(application)
  -- the app learns it was away from the hooks, not from a "suspended" state
  print("back from the background, state " .. application.applicationState)
end
return App]],
    source = [[App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },
}
