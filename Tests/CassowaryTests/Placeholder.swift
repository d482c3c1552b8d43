import Testing

@Test func placeholder_CassowaryTests() {}
