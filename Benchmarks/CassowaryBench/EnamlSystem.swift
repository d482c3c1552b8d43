import Cassowary

/// The enaml-like system of kiwi's own benchmark (kiwisolver 1.5.1,
/// `benchmarks/enaml_like_benchmark.cpp`): 37 variables, two strong edit
/// variables (width, height) and 111 constraints in the file's order, both
/// duplicate pairs kept as separate constraints. Workload data for W1/W2.
struct EnamlSystem {
    let width: Variable
    let height: Variable
    /// All 37 variables, width and height first.
    let variables: [Variable]
    /// The 111 constraints, in order.
    let constraints: [Constraint]

    /// kiwi's `strength::create(0, 100, 0)` (1e5), between strong and medium.
    static let smedium = Priority(500)
    /// kiwi's `strength::create(0, 1, 0, 1.25)` (1250), just above medium.
    static let mmedium = Priority(260)

    /// Adds the edit variables, then the constraints, to `solver`: one by
    /// one, or as one batch.
    static func build(into solver: Solver, batch: Bool = false) throws(SolverError) -> EnamlSystem {
        let smedium = EnamlSystem.smedium
        let mmedium = EnamlSystem.mmedium
        let width = Variable("width")
        let height = Variable("height")
        let left = Variable("left")
        let top = Variable("top")
        let contents_top = Variable("contents_top")
        let contents_bottom = Variable("contents_bottom")
        let contents_left = Variable("contents_left")
        let contents_right = Variable("contents_right")
        let midline = Variable("midline")
        let ctleft = Variable("ctleft")
        let ctheight = Variable("ctheight")
        let cttop = Variable("cttop")
        let ctwidth = Variable("ctwidth")
        let lb1left = Variable("lb1left")
        let lb1height = Variable("lb1height")
        let lb1top = Variable("lb1top")
        let lb1width = Variable("lb1width")
        let lb2left = Variable("lb2left")
        let lb2height = Variable("lb2height")
        let lb2top = Variable("lb2top")
        let lb2width = Variable("lb2width")
        let lb3left = Variable("lb3left")
        let lb3height = Variable("lb3height")
        let lb3top = Variable("lb3top")
        let lb3width = Variable("lb3width")
        let fl1left = Variable("fl1left")
        let fl1height = Variable("fl1height")
        let fl1top = Variable("fl1top")
        let fl1width = Variable("fl1width")
        let fl2left = Variable("fl2left")
        let fl2height = Variable("fl2height")
        let fl2top = Variable("fl2top")
        let fl2width = Variable("fl2width")
        let fl3left = Variable("fl3left")
        let fl3height = Variable("fl3height")
        let fl3top = Variable("fl3top")
        let fl3width = Variable("fl3width")
        let variables = [
            width, height, left, top, contents_top, contents_bottom, contents_left, contents_right,
            midline, ctleft, ctheight, cttop, ctwidth, lb1left, lb1height, lb1top, lb1width,
            lb2left, lb2height, lb2top, lb2width, lb3left, lb3height, lb3top, lb3width, fl1left,
            fl1height, fl1top, fl1width, fl2left, fl2height, fl2top, fl2width, fl3left, fl3height,
            fl3top, fl3width,
        ]

        try solver.addEditVariable(width, priority: .strong)
        try solver.addEditVariable(height, priority: .strong)

        let constraints: [Constraint] = [
            (left + -0 >= 0).priority(.required),
            (height + 0 == 0).priority(.medium),
            (top + -0 >= 0).priority(.required),
            (width + -0 >= 0).priority(.required),
            (height + -0 >= 0).priority(.required),
            (-top + contents_top + -10 == 0).priority(.required),
            (lb3height + -16 == 0).priority(.strong),
            (lb3height + -16 >= 0).priority(.strong),
            (ctleft + -0 >= 0).priority(.required),
            (cttop + -0 >= 0).priority(.required),
            (ctwidth + -0 >= 0).priority(.required),
            (ctheight + -0 >= 0).priority(.required),
            (fl3left + -0 >= 0).priority(.required),
            (ctheight + -24 >= 0).priority(smedium),
            (ctwidth + -1.67772e+07 <= 0).priority(smedium),
            (ctheight + -24 <= 0).priority(smedium),
            (fl3top + -0 >= 0).priority(.required),
            (fl3width + -0 >= 0).priority(.required),
            (fl3height + -0 >= 0).priority(.required),
            (lb1width + -67 == 0).priority(.weak),
            (lb2width + -0 >= 0).priority(.required),
            (lb2height + -0 >= 0).priority(.required),
            (fl2height + -0 >= 0).priority(.required),
            (lb3left + -0 >= 0).priority(.required),
            (fl2width + -125 >= 0).priority(.strong),
            (fl2height + -21 == 0).priority(.strong),
            (fl2height + -21 >= 0).priority(.strong),
            (lb3top + -0 >= 0).priority(.required),
            (lb3width + -0 >= 0).priority(.required),
            (fl1left + -0 >= 0).priority(.required),
            (fl1width + -0 >= 0).priority(.required),
            (lb1width + -67 >= 0).priority(.strong),
            (fl2left + -0 >= 0).priority(.required),
            (lb2width + -66 == 0).priority(.weak),
            (lb2width + -66 >= 0).priority(.strong),
            (lb2height + -16 == 0).priority(.strong),
            (fl1height + -0 >= 0).priority(.required),
            (fl1top + -0 >= 0).priority(.required),
            (lb2top + -0 >= 0).priority(.required),
            (-lb2top + lb3top + -lb2height + -10 == 0).priority(mmedium),
            (-lb3top + -lb3height + fl3top + -10 >= 0).priority(.required),
            (-lb3top + -lb3height + fl3top + -10 == 0).priority(mmedium),
            (contents_bottom + -fl3height + -fl3top + -0 == 0).priority(mmedium),
            (fl1top + -contents_top + 0 >= 0).priority(.required),
            (fl1top + -contents_top + 0 == 0).priority(mmedium),
            (contents_bottom + -fl3height + -fl3top + -0 >= 0).priority(.required),
            (-left + -width + contents_right + 10 == 0).priority(.required),
            (-top + -height + contents_bottom + 10 == 0).priority(.required),
            (-left + contents_left + -10 == 0).priority(.required),
            (lb3left + -contents_left + 0 == 0).priority(mmedium),
            (fl1left + -midline + 0 == 0).priority(.strong),
            (fl2left + -midline + 0 == 0).priority(.strong),
            (ctleft + -midline + 0 == 0).priority(.strong),
            (fl1top + 0.5 * fl1height + -lb1top + -0.5 * lb1height + 0 == 0).priority(.strong),
            (lb1left + -contents_left + 0 >= 0).priority(.required),
            (lb1left + -contents_left + 0 == 0).priority(mmedium),
            (-lb1left + fl1left + -lb1width + -10 >= 0).priority(.required),
            (-lb1left + fl1left + -lb1width + -10 == 0).priority(mmedium),
            (-fl1left + contents_right + -fl1width + -0 >= 0).priority(.required),
            (width + 0 == 0).priority(.medium),
            (-fl1top + fl2top + -fl1height + -10 >= 0).priority(.required),
            (-fl1top + fl2top + -fl1height + -10 == 0).priority(mmedium),
            (cttop + -fl2top + -fl2height + -10 >= 0).priority(.required),
            (-ctheight + -cttop + fl3top + -10 >= 0).priority(.required),
            (contents_bottom + -fl3height + -fl3top + -0 >= 0).priority(.required),
            (cttop + -fl2top + -fl2height + -10 == 0).priority(mmedium),
            (-fl1left + contents_right + -fl1width + -0 == 0).priority(mmedium),
            (-lb2top + -0.5 * lb2height + fl2top + 0.5 * fl2height + 0 == 0).priority(.strong),
            (-contents_left + lb2left + 0 >= 0).priority(.required),
            (-contents_left + lb2left + 0 == 0).priority(mmedium),
            (fl2left + -lb2width + -lb2left + -10 >= 0).priority(.required),
            (-ctheight + -cttop + fl3top + -10 == 0).priority(mmedium),
            (contents_bottom + -fl3height + -fl3top + -0 == 0).priority(mmedium),
            (lb1top + -0 >= 0).priority(.required),
            (lb1width + -0 >= 0).priority(.required),
            (lb1height + -0 >= 0).priority(.required),
            (fl2left + -lb2width + -lb2left + -10 == 0).priority(mmedium),
            (-fl2left + -fl2width + contents_right + -0 == 0).priority(mmedium),
            (-fl2left + -fl2width + contents_right + -0 >= 0).priority(.required),
            (lb3left + -contents_left + 0 >= 0).priority(.required),
            (lb1left + -0 >= 0).priority(.required),
            (0.5 * ctheight + cttop + -lb3top + -0.5 * lb3height + 0 == 0).priority(.strong),
            (ctleft + -lb3left + -lb3width + -10 >= 0).priority(.required),
            (-ctwidth + -ctleft + contents_right + -0 >= 0).priority(.required),
            (ctleft + -lb3left + -lb3width + -10 == 0).priority(mmedium),
            (fl3left + -contents_left + 0 >= 0).priority(.required),
            (fl3left + -contents_left + 0 == 0).priority(mmedium),
            (-ctwidth + -ctleft + contents_right + -0 == 0).priority(mmedium),
            (-fl3left + contents_right + -fl3width + -0 == 0).priority(mmedium),
            (-contents_top + lb1top + 0 >= 0).priority(.required),
            (-contents_top + lb1top + 0 == 0).priority(mmedium),
            (-fl3left + contents_right + -fl3width + -0 >= 0).priority(.required),
            (lb2top + -lb1top + -lb1height + -10 >= 0).priority(.required),
            (-lb2top + lb3top + -lb2height + -10 >= 0).priority(.required),
            (lb2top + -lb1top + -lb1height + -10 == 0).priority(mmedium),
            (fl1height + -21 == 0).priority(.strong),
            (fl1height + -21 >= 0).priority(.strong),
            (lb2left + -0 >= 0).priority(.required),
            (lb2height + -16 >= 0).priority(.strong),
            (fl2top + -0 >= 0).priority(.required),
            (fl2width + -0 >= 0).priority(.required),
            (lb1height + -16 >= 0).priority(.strong),
            (lb1height + -16 == 0).priority(.strong),
            (fl3width + -125 >= 0).priority(.strong),
            (fl3height + -21 == 0).priority(.strong),
            (fl3height + -21 >= 0).priority(.strong),
            (lb3height + -0 >= 0).priority(.required),
            (ctwidth + -119 >= 0).priority(smedium),
            (lb3width + -24 == 0).priority(.weak),
            (lb3width + -24 >= 0).priority(.strong),
            (fl1width + -125 >= 0).priority(.strong),
        ]
        if batch {
            try solver.add(contentsOf: constraints)
        } else {
            for constraint in constraints {
                try solver.add(constraint)
            }
        }
        return EnamlSystem(width: width, height: height, variables: variables, constraints: constraints)
    }
}
