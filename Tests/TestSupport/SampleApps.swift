/// App scripts that several test targets play: the same app in process (on the typed trace) and
/// through the built binary (its pretty lines, its exit status), written once.
public enum SampleApps {
    /// W1: asks for background fetches and never calls the fetch's completion handler.
    /// Saves a file at Home, within applicationDidEnterBackground:'s time, and breaks no rule on
    /// any profile (B4, B7).
    public static let savesAtHome = """
    local App = {}
    function App:application_didFinishLaunchingWithOptions(application) return true end
    function App:applicationDidEnterBackground(application)
      FileManager.write("Documents/saved.txt", "yes")
    end
    return App
    """

    public static let fetchNeverCompleting = """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch" } }
        function App:application_didFinishLaunchingWithOptions(application)
          application:setMinimumBackgroundFetchInterval(0)
          return true
        end
        function App:application_performFetchWithCompletionHandler(application, completionHandler) end
        return App
        """

    /// C6: registers a refresh task that prints its identifier and never completes it, and
    /// submits its request on entering the background.
    public static let bgRefreshNeverCompleting = """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "com.example.refresh" } }
        function App:application_didFinishLaunchingWithOptions(application)
          BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.refresh", nil, function(task)
            print("task " .. task.identifier)
          end)
          return true
        end
        function App:applicationDidEnterBackground(application)
          local ok, err = BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
          print("submitted", ok)
        end
        return App
        """
}
