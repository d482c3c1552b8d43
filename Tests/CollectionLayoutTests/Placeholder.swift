import Testing

@Test func placeholder_CollectionLayoutTests() {}
