print("autolayout: gallery not built yet")
