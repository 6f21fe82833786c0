local D = {}
function D:applicationDidBecomeActive(application)
  print("hi"
end
return D
