// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-autolayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .executable(name: "autolayout", targets: ["autolayout"]),
        .executable(name: "cassowary-bench", targets: ["CassowaryBench"]),
        .executable(name: "layout-bench", targets: ["LayoutBench"]),
        .executable(name: "solver-fuzz", targets: ["SolverFuzz"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        .target(name: "CollectionLayout", dependencies: ["AutoLayout"]),
        // The bundled fonts (Liberation Sans Regular and Bold, SIL Open Font License 1.1, licence
        // beside them) draw PNG text.
        .target(
            name: "LayoutRendering", dependencies: ["AutoLayout"],
            resources: [
                .copy("Resources/LiberationSans-Regular.ttf"), .copy("Resources/LiberationSans-Bold.ttf"),
                .copy("Resources/LiberationSans-OFL.txt"),
            ]),
        .target(name: "Scenarios", dependencies: ["AutoLayout", "CollectionLayout"]),
        // The source articles' UIKit code ported by dropping the prefixes: run by tests, shown in the gallery.
        .target(name: "SeedPorts", dependencies: ["AutoLayout", "CollectionLayout"]),
        .executableTarget(
            name: "autolayout", dependencies: ["AutoLayout", "CollectionLayout", "Cassowary", "LayoutRendering", "Scenarios", "SeedPorts"]),
        .executableTarget(
            name: "CassowaryBench",
            dependencies: ["Cassowary"],
            path: "Benchmarks/CassowaryBench"
        ),
        .executableTarget(
            name: "LayoutBench",
            dependencies: ["AutoLayout", "CollectionLayout", "Scenarios"],
            path: "Benchmarks/LayoutBench"
        ),
        // An exact reference for the solver (not a product): BigInt, Rational,
        // lexicographic simplex, model, random sequences and a shrinker.
        .target(name: "SolverReference", dependencies: ["Cassowary"], path: "Tests/SolverReference"),
        .executableTarget(name: "SolverFuzz", dependencies: ["SolverReference", "Cassowary"], path: "Tests/SolverFuzz"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SolverReference"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"]),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "AutoLayout", "SeedPorts"]),
        .testTarget(name: "LayoutRenderingTests", dependencies: ["LayoutRendering", "AutoLayout"]),
        .testTarget(
            name: "ScenarioTests", dependencies: ["Scenarios", "CollectionLayout", "AutoLayout", "LayoutRendering", "Cassowary"]),
    ],
    swiftLanguageModes: [.v6]
)
