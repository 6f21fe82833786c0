-- Exercise 18: Dates in the user's language (F5, F3)
--
-- A date is not written the same way everywhere: 06/21/2010 in the United States, 21/06/2010 in
-- France, 21.06.2010 in Germany. When the user changes the region in the Settings app, iOS posts
-- NSCurrentLocaleDidChangeNotification, and every app that shows dates, times or numbers must
-- format them again (F5).
--
-- Usually your app is suspended while the user is in Settings. iOS then queues the notification
-- and delivers it when the app runs again, before anything else. It coalesces them: however
-- many times the user changed the region, the app hears once, with the final locale (F3).
-- Here note.object is the new locale identifier, such as "fr_FR".
--
-- This calendar app shows the date of the next meeting, formatted for the locale it had at
-- launch (en_US), and never hears about a change.
--
-- Your task: observe NSCurrentLocaleDidChangeNotification, remember the new locale and call
-- refreshDates(). Check with:  lifecycle learn check 18

local Calendar = {}
local MEETING = 1277078400                    -- 21 June 2010
local formats = { en_US = "%m/%d/%Y", fr_FR = "%d/%m/%Y", de_DE = "%d.%m.%Y", ja_JP = "%Y/%m/%d" }
local locale = "en_US"

local function refreshDates()
  local text = os.date(formats[locale] or formats.en_US, MEETING)
  FileManager.write("Documents/meeting.txt", "next meeting: " .. text)
end

function Calendar:application_didFinishLaunchingWithOptions(application, options)
  refreshDates()
  -- TODO: format the dates again when the locale changes (F5)
  return true
end

return Calendar
