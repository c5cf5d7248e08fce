/// The HTML report's inline style, its SVG markers and the legend of its
/// pictures: constant text, so the page needs nothing from outside.
enum HTMLStyle {
  static let css = """
    :root { --ink: #1f2328; --muted: #656d76; --line: #d0d7de; --page: #f6f8fa; --card: #ffffff;
      --focus: #1f6feb; --before: #d4760a; --section: #8250df; --beam: #f2cc60; --pass: #1a7f37; --fail: #cf222e;
      --invalid: #9a6700; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); background: var(--page); }
    code, pre, .events, .timeline { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 12.5px; }
    main { padding: 0 24px 40px; max-width: 1500px; margin: 0 auto; }
    header.run { padding: 18px 24px 12px; background: var(--card); border-bottom: 1px solid var(--line); }
    header.run h1 { margin: 0 0 6px; font-size: 20px; }
    .counts { margin: 0; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
    .badge { display: inline-block; padding: 2px 9px; border-radius: 999px; font-weight: 600; font-size: 12.5px; border: 1px solid transparent; }
    .badge.pass { background: #dafbe1; color: var(--pass); border-color: #aceebb; }
    .badge.fail { background: #ffebe9; color: var(--fail); border-color: #ffcecb; }
    .badge.invalid { background: #fff8c5; color: var(--invalid); border-color: #eed888; }
    .badge.skipped { background: #eaeef2; color: var(--muted); }
    .duration, .where, .file-counts { color: var(--muted); }
    .run-facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 10px 0 0; }
    .run-facts dt { color: var(--muted); } .run-facts dd { margin: 0; }
    h2 { font-size: 17px; margin: 26px 0 10px; } h2 .count { color: var(--muted); font-weight: 400; }
    .file h3 { font-size: 14px; margin: 16px 0 4px; font-weight: 600; }
    .line { margin: 0; padding: 2px 8px; border-radius: 4px; }
    .line.pass { color: var(--ink); } .line.fail a { color: var(--fail); } .line.invalid a { color: var(--invalid); }
    .line .where, .line .duration { margin-left: 8px; font-size: 12px; }
    section.scenario:not(.compact) { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; margin: 14px 0 22px; }
    section.compact { margin: 0; }
    .scenario-head { display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; }
    .scenario-head h3 { margin: 0; font-size: 16px; }
    .failure { margin: 8px 0; padding: 8px 12px; border-left: 4px solid var(--fail); background: #fff5f5; border-radius: 4px; }
    .failure p { margin: 0; } .failure a { color: var(--fail); }
    .mismatches { margin: 6px 0 0; padding-left: 18px; } .mismatches .m-expected { color: var(--pass); } .mismatches .m-actual { color: var(--fail); font-weight: 700; } pre.source { margin: 6px 0 0; color: var(--muted); white-space: pre-wrap; }
    .legend { display: flex; flex-wrap: wrap; gap: 14px; color: var(--muted); font-size: 12.5px; margin: 0 0 8px; }
    .legend span::before { content: ""; display: inline-block; width: 14px; height: 10px; margin-right: 5px; vertical-align: -1px; border-radius: 2px; }
    .legend .l-focus::before { border: 2.5px solid var(--focus); background: #ddf4ff; }
    .legend .l-before::before { border: 2px dashed var(--before); }
    .legend .l-beam::before { background: var(--beam); opacity: .6; }
    .legend .l-section::before { border: 2px solid var(--section); }
    .legend .l-container::before { border: 1.5px dashed #8c959f; }
    .legend .l-clicked::before { border: 2.5px solid #bf3989; }
    .legend .l-disabled::before { background: #eaeef2; border: 1px solid #d0d7de; }
    .legend .l-tab::before { background: #57606a; border-radius: 50%; width: 11px; height: 11px; }
    .legend .l-layer::before { background: #fff; border: 1px solid #8c959f; box-shadow: 2px 2px 0 #afb8c1; }
    .timeline { margin: 12px 0; padding: 8px 12px; background: var(--page); border-radius: 8px; }
    .timeline h4 { margin: 0 0 4px; font: 600 12px -apple-system, "Segoe UI", sans-serif; text-transform: uppercase; color: var(--muted); letter-spacing: .04em; }
    .timeline ol { list-style: none; margin: 0; padding: 0; columns: 2 420px; }
    .timeline li { padding: 1px 6px; border-radius: 4px; break-inside: avoid; }
    .timeline li.failing { background: #ffebe9; outline: 1px solid #ffcecb; }
    .timeline a { color: var(--ink); text-decoration: none; } .timeline a:hover { text-decoration: underline; }
    .focus-move { color: var(--focus); }
    .verdict.pass { color: var(--pass); } .verdict.fail { color: var(--fail); font-weight: 700; }
    section.step { border-top: 1px solid var(--line); padding: 12px 0 6px; scroll-margin-top: 8px; }
    section.step.failing-step { background: linear-gradient(#fff5f5, #fff 60px); border-top: 2px solid var(--fail); }
    section.step:target { outline: 2px solid var(--focus); outline-offset: 4px; border-radius: 6px; }
    .step-head { display: flex; align-items: center; gap: 12px; margin-bottom: 8px; }
    .step-head h4 { margin: 0; font-size: 15px; flex: 1; }
    .nav { font-size: 12.5px; padding: 2px 9px; border: 1px solid var(--line); border-radius: 6px; color: var(--ink); text-decoration: none; background: var(--card); }
    .nav.off { color: #afb8c1; }
    .step-body { display: grid; grid-template-columns: minmax(320px, 640px) minmax(320px, 1fr); gap: 16px; align-items: start; }
    @media (max-width: 980px) { .step-body { grid-template-columns: 1fr; } }
    .picture { overflow: auto; max-height: 760px; border: 1px solid var(--line); border-radius: 8px; background: #fcfcfd; padding: 4px; }
    .panel { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
    .card { border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; background: var(--card); }
    .card h5 { margin: 0 0 6px; font-size: 11.5px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
    .card h6 { margin: 10px 0 3px; font-size: 12px; color: var(--muted); }
    .focus-line { margin: 0 0 6px; } .focus-line strong { color: var(--focus); }
    .events { list-style: none; margin: 0; padding: 0; }
    .events li { padding: 1px 0 1px 8px; border-left: 3px solid #d8b9ff; margin: 2px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
    .events li.sub { border-left-color: #eaeef2; padding-left: 22px; color: var(--muted); }
    a.rule { color: var(--section); font-weight: 600; text-decoration: none; } a.rule:hover { text-decoration: underline; }
    table { border-collapse: collapse; width: 100%; font-size: 12.5px; }
    th { text-align: left; color: var(--muted); font-weight: 600; border-bottom: 1px solid var(--line); padding: 3px 6px; }
    td { padding: 3px 6px; border-bottom: 1px solid #eaeef2; vertical-align: top; overflow-wrap: anywhere; }
    caption { text-align: left; color: var(--muted); padding: 8px 0 3px; }
    table.candidates tr.winner td { color: var(--pass); font-weight: 600; }
    .why { margin: 6px 0 0; padding: 6px 10px; border-left: 3px solid var(--section); background: #fbf8ff; }
    table.expectation td.path { font-family: ui-monospace, Menlo, monospace; }
    table.expectation td.expected { color: var(--pass); font-family: ui-monospace, Menlo, monospace; }
    table.expectation tr.mismatch td.actual { color: var(--fail); font-weight: 700; font-family: ui-monospace, Menlo, monospace; }
    table.expectation tr.mismatch { background: #fff5f5; }
    table.expectation tr.held td.actual { color: var(--pass); font-family: ui-monospace, Menlo, monospace; }
    table.values td:first-child { width: 42%; }
    table.values tr.changed { background: #fff8c5; } .was { color: var(--muted); font-size: 11.5px; }
    .tab-order { margin: 0; font-family: ui-monospace, Menlo, monospace; font-size: 12.5px; }
    .pending { margin: 0 0 4px; color: var(--invalid); } .warning { margin: 0 0 4px; color: var(--invalid); }
    .quiet, .note { color: var(--muted); font-style: italic; margin: 4px 0; }
    .absent { list-style: none; margin: 6px 4px; padding: 0; font-size: 12.5px; color: var(--muted); }
    .ghost { display: inline-block; padding: 0 6px; border: 1.5px dashed #afb8c1; border-radius: 5px; color: #8c959f; font-style: italic; }
    .scene-name { margin: 4px; font-size: 12.5px; color: var(--muted); }
    details.text-report { margin-top: 12px; } details.text-report summary { cursor: pointer; color: var(--muted); }
    details.text-report pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--page); padding: 10px; border-radius: 6px; max-height: 480px; overflow: auto; }
    .glossary dl { display: grid; grid-template-columns: max-content 1fr; gap: 3px 14px; }
    .glossary dt { font-weight: 700; color: var(--section); scroll-margin-top: 8px; } .glossary dd { margin: 0; }
    .glossary dt:target, .glossary dt:target + dd { background: #fbf8ff; }
    .doc { color: var(--muted); font-family: ui-monospace, Menlo, monospace; font-size: 12px; margin-left: 8px; }
    svg.layout { display: block; }
    svg.layout text { font: 12px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
    svg.layout .label { text-anchor: middle; font-weight: 600; fill: var(--ink); }
    svg.layout .sublabel { text-anchor: middle; font-size: 10px; fill: var(--muted); }
    svg.layout .container-label { font-size: 10px; fill: var(--muted); }
    svg.layout .section-label { fill: var(--section); font-weight: 600; }
    svg.layout .arrow-label { font-size: 10.5px; }
    svg.layout .move-text { fill: #9a6700; font-weight: 600; }
    svg.layout .section-text { fill: var(--section); }
    svg.layout .focus-note { text-anchor: middle; font-size: 10.5px; fill: var(--focus); }
    svg.layout .click-note { text-anchor: middle; font-size: 10.5px; fill: #bf3989; font-weight: 600; }
    svg.layout rect.clicked { stroke: #bf3989; stroke-width: 2.5; }
    svg.layout .before-note { text-anchor: middle; font-size: 10.5px; fill: var(--before); }
    svg.layout rect.leaf { fill: rgba(255, 255, 255, .72); stroke: #57606a; stroke-width: 1.2; }
    svg.layout rect.leaf:not(.focusable) { fill: rgba(246, 248, 250, .72); stroke: #afb8c1; }
    svg.layout rect.container { fill: none; stroke: #8c959f; stroke-width: 1; stroke-dasharray: 4 3; }
    svg.layout rect.section { stroke: var(--section); stroke-width: 2; stroke-dasharray: none; fill: rgba(130, 80, 223, .04); }
    svg.layout rect.disabled { fill: #eaeef2; stroke: #d0d7de; }
    svg.layout g.node:has(rect.disabled) text { fill: #8c959f; }
    svg.layout rect.lower, svg.layout rect.covered { opacity: .45; }
    svg.layout g.node:has(rect.lower) text, svg.layout g.node:has(rect.covered) text { opacity: .45; }
    svg.layout rect.covered { stroke-dasharray: 2 3; }
    svg.layout rect.was-focused { stroke: var(--before); stroke-width: 2.5; stroke-dasharray: 6 3; }
    svg.layout g.focused rect { fill: rgba(221, 244, 255, .8); stroke: var(--focus); stroke-width: 3.5; stroke-dasharray: none; opacity: 1; }
    svg.layout g.focused-in-scene rect { fill: #f1f8ff; stroke: var(--focus); stroke-width: 2; stroke-dasharray: 6 3; }
    svg.layout .card { fill: #fff; stroke: #8c959f; stroke-width: 1; filter: drop-shadow(3px 4px 0 rgba(140, 149, 159, .45)); }
    svg.layout .card-label { font-size: 10.5px; font-weight: 600; fill: #57606a; }
    svg.layout .beam { fill: var(--beam); opacity: .45; }
    svg.layout .candidate > rect:not(.tag) { fill: none; stroke: var(--section); stroke-width: 1.5; stroke-dasharray: 5 3; }
    svg.layout .candidate.winner > rect:not(.tag) { stroke-width: 2.5; stroke-dasharray: none; }
    svg.layout .candidate .tag { fill: #fbf8ff; stroke: var(--section); stroke-width: 1; }
    svg.layout .candidate .tag-text { font-size: 10px; fill: var(--section); font-weight: 600; }
    svg.layout .tab-badge circle { fill: #57606a; }
    svg.layout .tab-badge text { fill: #fff; font-size: 10px; font-weight: 700; text-anchor: middle; }
    svg.layout .tab-arrow { fill: none; stroke: #afb8c1; stroke-width: 1.1; stroke-dasharray: 3 3; }
    svg.layout .focus-arrow { fill: none; stroke: var(--focus); stroke-width: 2; }
    svg.layout .move-arrow { fill: none; stroke: #9a6700; stroke-width: 3; }
    svg.layout .section-arrow { fill: none; stroke: var(--section); stroke-width: 1.8; }
    svg.defs { position: absolute; width: 0; height: 0; overflow: hidden; }

    """

  /// The arrowheads every picture's paths refer to, defined once (ids are unique in a page).
  static let markers = """
    <svg class="defs" width="0" height="0" aria-hidden="true"><defs>\
    <marker id="arrow-tab" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#8c959f"/></marker>\
    <marker id="arrow-focus" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1f6feb"/></marker>\
    <marker id="arrow-move" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#9a6700"/></marker>\
    <marker id="arrow-section" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#8250df"/></marker>\
    </defs></svg>

    """

  /// What the pictures' marks mean.
  static let legend = """
    <p class="legend"><span class="l-focus">focused after the step</span><span class="l-before">focused before</span>\
    <span class="l-tab">Tab order (F19)</span><span class="l-container">container</span>\
    <span class="l-section">focus section / candidate</span><span class="l-beam">beam of a move (F20)</span>\
    <span class="l-clicked">clicked</span><span class="l-disabled">disabled or not focusable</span><span class="l-layer">presentation above (F36)</span></p>

    """
}
