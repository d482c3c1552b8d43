import Testing

@Test func placeholder_AutoLayoutTests() {}
