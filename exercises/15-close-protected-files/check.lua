-- Checker for exercise 15: the device has a passcode; the user locks it, then unlocks it.
set_passcode(true)
launch()
expect_saved("Documents/diary.txt", "Dear diary, *")
lock()                                      -- protected data becomes unavailable (I4)
advance(10)
unlock()
expect_state("active")
expect_saved("Documents/diary.txt", "Dear diary, * *")
