-- Exercise 10: Give back the Address Book (R6, F2)
--
-- The Address Book and the Calendar data are shared: other apps and the system read and write
-- the same databases. A suspended app cannot take part in the locking and change notifications
-- that sharing needs, so iOS makes it the app's duty to release such resources before it is
-- suspended. An app found still holding one when it is suspended is killed (R6).
--
-- In the playground, ABAddressBookCreate() opens the Address Book and EKEventStore.new() the
-- Calendar data; CFRelease(object) gives either back.
--
-- This birthday reminder opens both at launch, through openStores(), and keeps them forever. It
-- also records in Documents/stores.txt whether they are open each time it becomes active.
--
-- Your task: release both in applicationDidEnterBackground:, and open them again in
-- applicationWillEnterForeground: (F2: undo what entering the background did), so that the app
-- has its data whenever it is active. Check with:  lifecycle learn check 10

local Birthdays = {}
local book, calendar

local function openStores()
  book = ABAddressBookCreate()
  calendar = EKEventStore.new()
end

function Birthdays:application_didFinishLaunchingWithOptions(application, options)
  -- L2: launched into the background, the app would be suspended still holding them (R6);
  -- applicationWillEnterForeground: opens them when it comes to the front.
  if application.applicationState ~= "background" then openStores() end
  return true
end

function Birthdays:applicationDidBecomeActive(application)
  FileManager.write("Documents/stores.txt", (book and calendar) and "open" or "closed")
end

function Birthdays:applicationDidEnterBackground(application)
  CFRelease(book)                       -- R6: give the shared databases back
  CFRelease(calendar)
  book, calendar = nil, nil
end

function Birthdays:applicationWillEnterForeground(application)
  openStores()                          -- F2: and take them again on the way back
end

return Birthdays
