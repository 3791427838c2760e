//! Hand-written SVG charts (no plotting dependency): register pressure along a function and
//! occupancy against registers per thread. Self-contained files that browsers, GitHub and
//! `rsvg-convert` render the same way; used by reports and the README.
//!
//! Both charts share one frame (`Frame`): a title, a plot area with nice-number ticks and
//! grid lines, axis labels and a legend to the right of the plot.

use std::fmt::Write;

/// Overall picture size in SVG user units (pixels).
const WIDTH: f64 = 880.0;
const HEIGHT: f64 = 380.0;
/// Plot-area margins: room for tick labels (left/bottom), title (top) and legend (right).
const LEFT: f64 = 64.0;
const RIGHT: f64 = 200.0;
const TOP: f64 = 44.0;
const BOTTOM: f64 = 56.0;

/// Series colours (colour-blind-safe Okabe–Ito palette).
const BLUE: &str = "#0072b2";
const ORANGE: &str = "#e69f00";
const GREEN: &str = "#009e73";
const RED: &str = "#d55e00";
const GREY: &str = "#555555";

/// Where the labels of vertical markers go: below the top edge, or above the bottom edge
/// (away from the reference lines' labels near the top of a pressure chart).
#[derive(Clone, Copy)]
enum Band {
    Top,
    Bottom,
}

/// Escapes text for SVG content and attributes.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A "nice" tick step (1, 2 or 5 × 10^k) giving about `target` ticks over `0..=max`.
fn nice_step(max: f64, target: f64) -> f64 {
    if max <= 0.0 || !max.is_finite() {
        return 1.0;
    }
    let raw = max / target;
    let mag = 10f64.powf(raw.log10().floor());
    let norm = raw / mag;
    let m = if norm <= 1.0 {
        1.0
    } else if norm <= 2.0 {
        2.0
    } else if norm <= 5.0 {
        5.0
    } else {
        10.0
    };
    (m * mag).max(1.0)
}

/// Formats a tick value without a trailing `.0`.
fn tick_label(v: f64, percent: bool) -> String {
    if percent {
        format!("{:.0}%", v * 100.0)
    } else if (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        format!("{v:.1}")
    }
}

/// The plot frame: data ranges mapped onto the plot area.
struct Frame {
    x_max: f64,
    y_max: f64,
    out: String,
}

impl Frame {
    /// Starts a picture with title, axes, ticks, grid and axis labels.
    fn new(
        title: &str,
        x_label: &str,
        y_label: &str,
        x_max: f64,
        y_max: f64,
        y_step: f64,
        y_percent: bool,
    ) -> Frame {
        let x_max = if x_max > 0.0 { x_max } else { 1.0 };
        let y_max = if y_max > 0.0 { y_max } else { 1.0 };
        let mut f = Frame {
            x_max,
            y_max,
            out: String::new(),
        };
        let pw = WIDTH - LEFT - RIGHT;
        let ph = HEIGHT - TOP - BOTTOM;
        let _ = writeln!(
            f.out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="Helvetica, Arial, sans-serif" font-size="12">"#
        );
        let _ = writeln!(
            f.out,
            r##"<rect width="100%" height="100%" fill="#ffffff"/>"##
        );
        let _ = writeln!(
            f.out,
            r#"<text x="{}" y="24" text-anchor="middle" font-size="15" font-weight="bold">{}</text>"#,
            LEFT + pw / 2.0,
            esc(title)
        );
        // Horizontal grid and y ticks.
        let mut y = 0.0;
        while y <= y_max + 1e-9 {
            let py = f.py(y);
            let _ = writeln!(
                f.out,
                r##"<line x1="{LEFT}" y1="{py:.1}" x2="{:.1}" y2="{py:.1}" stroke="#e5e5e5"/>"##,
                LEFT + pw
            );
            let _ = writeln!(
                f.out,
                r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"#,
                LEFT - 8.0,
                py + 4.0,
                tick_label(y, y_percent)
            );
            y += y_step;
        }
        // X ticks.
        let x_step = nice_step(x_max, 8.0);
        let mut x = 0.0;
        while x <= x_max + 1e-9 {
            let px = f.px(x);
            let _ = writeln!(
                f.out,
                r##"<line x1="{px:.1}" y1="{:.1}" x2="{px:.1}" y2="{:.1}" stroke="#333333"/>"##,
                TOP + ph,
                TOP + ph + 5.0
            );
            let _ = writeln!(
                f.out,
                r#"<text x="{px:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
                TOP + ph + 19.0,
                tick_label(x, false)
            );
            x += x_step;
        }
        // Axes.
        let _ = writeln!(
            f.out,
            r##"<path d="M{LEFT},{TOP} V{:.1} H{:.1}" fill="none" stroke="#333333"/>"##,
            TOP + ph,
            LEFT + pw
        );
        let _ = writeln!(
            f.out,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            LEFT + pw / 2.0,
            HEIGHT - 14.0,
            esc(x_label)
        );
        let _ = writeln!(
            f.out,
            r#"<text transform="translate(18,{:.1}) rotate(-90)" text-anchor="middle">{}</text>"#,
            TOP + ph / 2.0,
            esc(y_label)
        );
        f
    }

    fn px(&self, x: f64) -> f64 {
        LEFT + (x / self.x_max).clamp(0.0, 1.0) * (WIDTH - LEFT - RIGHT)
    }

    fn py(&self, y: f64) -> f64 {
        let ph = HEIGHT - TOP - BOTTOM;
        TOP + ph - (y / self.y_max).clamp(0.0, 1.0) * ph
    }

    /// A step line through `(x, y)` points: each value holds until the next x.
    fn steps(&mut self, points: &[(f64, f64)], colour: &str, width: f64) {
        let Some(&(x0, y0)) = points.first() else {
            return;
        };
        let mut d = format!("M{:.1},{:.1}", self.px(x0), self.py(y0));
        for &(x, y) in &points[1..] {
            let _ = write!(d, " H{:.1} V{:.1}", self.px(x), self.py(y));
        }
        let _ = writeln!(
            self.out,
            r#"<path d="{d}" fill="none" stroke="{colour}" stroke-width="{width}" stroke-linejoin="round"/>"#
        );
    }

    /// A horizontal reference line (dashed or solid) with its label above it at the
    /// plot's right end, or its left end with `label_left` (two lines at one height then
    /// keep their labels apart).
    fn hline(&mut self, y: f64, colour: &str, label: &str, dashed: bool, label_left: bool) {
        let py = self.py(y);
        let x2 = WIDTH - RIGHT;
        let dash = if dashed {
            r#" stroke-dasharray="6,4""#
        } else {
            ""
        };
        let _ = writeln!(
            self.out,
            r#"<line x1="{LEFT}" y1="{py:.1}" x2="{x2:.1}" y2="{py:.1}" stroke="{colour}" stroke-width="1.5"{dash}/>"#
        );
        let (x, anchor) = if label_left {
            (LEFT + 4.0, "start")
        } else {
            (x2 - 4.0, "end")
        };
        let _ = writeln!(
            self.out,
            r##"<text x="{x:.1}" y="{:.1}" text-anchor="{anchor}" fill="{colour}" stroke="#ffffff" stroke-width="3" paint-order="stroke">{}</text>"##,
            py - 5.0,
            esc(label)
        );
    }

    /// A vertical marker line with a label in row `row` of `band` (one row per marker, so
    /// labels of nearby markers never overlap). The label runs right of the line in the left
    /// part of the plot and left of it in the right part, so it stays inside the plot.
    fn vline(&mut self, x: f64, colour: &str, dash: bool, label: &str, row: usize, band: Band) {
        let px = self.px(x);
        let dash = if dash {
            r#" stroke-dasharray="5,3""#
        } else {
            ""
        };
        let _ = writeln!(
            self.out,
            r#"<line x1="{px:.1}" y1="{TOP}" x2="{px:.1}" y2="{:.1}" stroke="{colour}" stroke-width="1.5"{dash}/>"#,
            HEIGHT - BOTTOM
        );
        let (tx, anchor) = if px > LEFT + 0.6 * (WIDTH - LEFT - RIGHT) {
            (px - 4.0, "end")
        } else {
            (px + 4.0, "start")
        };
        let ty = match band {
            Band::Top => TOP + 12.0 + 14.0 * row as f64,
            Band::Bottom => HEIGHT - BOTTOM - 8.0 - 14.0 * row as f64,
        };
        let _ = writeln!(
            self.out,
            r##"<text x="{tx:.1}" y="{ty:.1}" text-anchor="{anchor}" fill="{colour}" stroke="#ffffff" stroke-width="3" paint-order="stroke">{}</text>"##,
            esc(label)
        );
    }

    /// Legend entries `(colour, dashed, label)` stacked right of the plot.
    fn legend(&mut self, entries: &[(&str, bool, String)]) {
        let x = WIDTH - RIGHT + 16.0;
        for (i, (colour, dashed, label)) in entries.iter().enumerate() {
            let y = TOP + 10.0 + 20.0 * i as f64;
            let dash = if *dashed {
                r#" stroke-dasharray="6,4""#
            } else {
                ""
            };
            let _ = writeln!(
                self.out,
                r#"<line x1="{x}" y1="{y}" x2="{:.1}" y2="{y}" stroke="{colour}" stroke-width="2.5"{dash}/>"#,
                x + 22.0
            );
            let _ = writeln!(
                self.out,
                r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
                x + 28.0,
                y + 4.0,
                esc(label)
            );
        }
    }

    fn finish(mut self) -> String {
        self.out.push_str("</svg>\n");
        self.out
    }
}

/// Register pressure along a function: per instruction, the live R, UR and P registers
/// (`profile[i] = [R, UR, P]`), the register budget as a dashed line, the registers the
/// allocation used as a solid one, and a marker under every instruction index in
/// `spill_points` (where spill code was inserted). Shows where a kernel needs its registers
/// and why it spills there.
pub fn pressure_svg(
    name: &str,
    profile: &[[u32; 3]],
    budget: Option<u32>,
    allocated: Option<u32>,
    spill_points: &[usize],
) -> String {
    pressure_svg_annotated(name, profile, budget, allocated, spill_points, &[])
}

/// [`pressure_svg`] with labelled markers at instruction indices (`explain`'s pressure
/// peaks, labelled with their PTX and source lines).
pub fn pressure_svg_annotated(
    name: &str,
    profile: &[[u32; 3]],
    budget: Option<u32>,
    allocated: Option<u32>,
    spill_points: &[usize],
    marks: &[(usize, String)],
) -> String {
    let peak = profile
        .iter()
        .flat_map(|p| p.iter())
        .copied()
        .max()
        .unwrap_or(0);
    let top = f64::from(
        peak.max(budget.unwrap_or(0))
            .max(allocated.unwrap_or(0))
            .max(1),
    );
    let step = nice_step(top * 1.05, 6.0);
    let y_max = (top * 1.05 / step).ceil() * step;
    let n = profile.len();
    let mut f = Frame::new(
        &format!("Register pressure: {name}"),
        "instruction",
        "live registers",
        n.max(1) as f64,
        y_max,
        step,
        false,
    );
    let series = [
        (0, BLUE, "R (GPR)"),
        (1, ORANGE, "UR (uniform)"),
        (2, GREEN, "P (predicate)"),
    ];
    let mut legend = Vec::new();
    for (k, colour, label) in series {
        let mut pts: Vec<(f64, f64)> = profile
            .iter()
            .enumerate()
            .map(|(i, p)| (i as f64, f64::from(p[k])))
            .collect();
        if let Some(&(_, y)) = pts.last() {
            pts.push((n as f64, y));
        }
        f.steps(&pts, colour, if k == 0 { 2.0 } else { 1.5 });
        let peak_k = profile.iter().map(|p| p[k]).max().unwrap_or(0);
        legend.push((colour, false, format!("{label}, max {peak_k}")));
    }
    if let Some(b) = budget {
        f.hline(f64::from(b), RED, &format!("budget {b}"), true, false);
        legend.push((RED, true, format!("budget {b}")));
    }
    if let Some(a) = allocated {
        f.hline(f64::from(a), GREY, &format!("allocated {a}"), false, true);
        legend.push((GREY, false, format!("allocated {a} registers")));
    }
    if !spill_points.is_empty() {
        // A faint rule through the plot and a downward triangle on the top edge per point.
        for &i in spill_points {
            let x = f.px(i as f64 + 0.5);
            let _ = writeln!(
                f.out,
                r#"<line x1="{x:.1}" y1="{TOP}" x2="{x:.1}" y2="{:.1}" stroke="{RED}" stroke-opacity="0.3"/>"#,
                HEIGHT - BOTTOM
            );
            let _ = writeln!(
                f.out,
                r#"<path d="M{x:.1},{:.1} l-5,-8 h10 z" fill="{RED}"><title>spill code at instruction {i}</title></path>"#,
                TOP + 1.0
            );
        }
        legend.push((RED, false, format!("▼ spill code ({})", spill_points.len())));
    }
    for (row, (i, label)) in marks.iter().enumerate() {
        f.vline(*i as f64 + 0.5, GREY, true, label, row, Band::Bottom);
    }
    if !marks.is_empty() {
        legend.push((GREY, true, "pressure peak".to_string()));
    }
    f.legend(&legend);
    f.finish()
}

/// Occupancy against registers per thread for one launch configuration. `steps` are the
/// plateaus of the curve as `(largest register count on the plateau, occupancy 0–1)` in
/// ascending register order (what `target::occupancy::register_steps` returns); `ours` and
/// `ptxas` mark the counts ptxra and the real ptxas reached. Shows how far a kernel is from
/// the next occupancy cliff.
pub fn occupancy_svg(
    name: &str,
    steps: &[(u32, f64)],
    ours: Option<u32>,
    ptxas: Option<u32>,
) -> String {
    let x_max = steps
        .iter()
        .map(|s| s.0)
        .chain(ours)
        .chain(ptxas)
        .max()
        .unwrap_or(255)
        .max(1);
    let mut f = Frame::new(
        &format!("Occupancy vs registers: {name}"),
        "registers per thread",
        "occupancy",
        f64::from(x_max),
        1.0,
        0.25,
        true,
    );
    // Plateau i covers (previous max, max_i]; draw it from the previous edge.
    let mut pts = Vec::new();
    let mut prev = 0u32;
    for &(max_regs, occ) in steps {
        pts.push((f64::from(prev), occ.clamp(0.0, 1.0)));
        prev = max_regs;
    }
    if let Some(&(_, occ)) = steps.last() {
        pts.push((f64::from(prev), occ.clamp(0.0, 1.0)));
    }
    f.steps(&pts, BLUE, 2.0);
    let mut legend = vec![(BLUE, false, "occupancy".to_string())];
    let occ_at = |r: u32| steps.iter().find(|s| r <= s.0).map_or(0.0, |s| s.1);
    let mut row = 0;
    if let Some(r) = ours {
        f.vline(
            f64::from(r),
            RED,
            false,
            &format!("ptxra {r}"),
            row,
            Band::Top,
        );
        legend.push((
            RED,
            false,
            format!("ptxra: {r} ({:.0}%)", occ_at(r) * 100.0),
        ));
        row += 1;
    }
    if let Some(r) = ptxas {
        f.vline(
            f64::from(r),
            GREY,
            true,
            &format!("ptxas {r}"),
            row,
            Band::Top,
        );
        legend.push((
            GREY,
            true,
            format!("ptxas: {r} ({:.0}%)", occ_at(r) * 100.0),
        ));
    }
    f.legend(&legend);
    f.finish()
}

/// What a register budget costs and buys, for one function: occupancy (at its block size)
/// and spill store bytes against `--maxrregcount`, both on one 0–100 % scale (spill bytes as
/// a share of the largest seen, which the legend gives), and a marker at each recommended
/// budget. `points` are `(budget, occupancy, spill store bytes)`, ascending.
pub fn sweep_svg(name: &str, points: &[(u32, Option<f64>, u32)], recommended: &[u32]) -> String {
    let x_max = points.iter().map(|p| p.0).max().unwrap_or(255).max(1);
    let spill_max = points.iter().map(|p| p.2).max().unwrap_or(0);
    let mut f = Frame::new(
        &format!("Budget sweep: {name}"),
        "--maxrregcount",
        "share",
        f64::from(x_max),
        1.0,
        0.25,
        true,
    );
    let occ: Vec<(f64, f64)> = points
        .iter()
        .filter_map(|p| p.1.map(|o| (f64::from(p.0), o.clamp(0.0, 1.0))))
        .collect();
    f.steps(&occ, BLUE, 2.0);
    let spill: Vec<(f64, f64)> = points
        .iter()
        .map(|p| {
            let share = if spill_max == 0 {
                0.0
            } else {
                f64::from(p.2) / f64::from(spill_max)
            };
            (f64::from(p.0), share)
        })
        .collect();
    f.steps(&spill, RED, 2.0);
    let mut legend = vec![
        (BLUE, false, "occupancy".to_string()),
        (RED, false, format!("spill stores (max {spill_max} B)")),
    ];
    for (row, &b) in recommended.iter().enumerate() {
        f.vline(f64::from(b), GREEN, true, &format!("{b}"), row, Band::Top);
    }
    if !recommended.is_empty() {
        legend.push((GREEN, true, "recommended budgets".to_string()));
    }
    f.legend(&legend);
    f.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sweep_chart_has_both_series_and_markers() {
        let pts = [
            (24, Some(1.0), 400),
            (32, Some(1.0), 0),
            (40, Some(0.75), 0),
        ];
        let svg = sweep_svg("k", &pts, &[32, 40]);
        assert!(svg.contains("spill stores (max 400 B)"));
        assert!(svg.contains("recommended budgets"));
        assert!(svg.ends_with("</svg>\n"));
    }

    #[test]
    fn nice_steps() {
        assert_eq!(nice_step(100.0, 5.0), 20.0);
        assert_eq!(nice_step(255.0, 8.0), 50.0);
        assert_eq!(nice_step(7.0, 6.0), 2.0);
        assert_eq!(nice_step(0.0, 6.0), 1.0);
    }

    #[test]
    fn pressure_chart_has_series_budget_and_markers() {
        let profile: Vec<[u32; 3]> = (0..40).map(|i| [4 + i % 17, i % 5, i % 3]).collect();
        let svg = pressure_svg("k<a&b>", &profile, Some(16), Some(18), &[10, 20]);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
        assert!(svg.contains("k&lt;a&amp;b&gt;"));
        assert!(svg.contains("budget 16"));
        assert!(svg.contains(">allocated 18<"));
        assert_eq!(svg.matches("<title>spill code").count(), 2);
        assert_eq!(svg.matches("<path d=\"M").count(), 1 + 3 + 2);
    }

    #[test]
    fn occupancy_chart_marks_both_counts() {
        let steps = [(32, 1.0), (40, 0.75), (64, 0.5), (128, 0.25), (255, 0.125)];
        let svg = occupancy_svg("k", &steps, Some(38), Some(40));
        assert!(svg.contains("ptxra: 38 (75%)"));
        assert!(svg.contains("ptxas: 40 (75%)"));
        assert!(svg.contains(">100%<"));
    }

    #[test]
    fn empty_inputs_still_render() {
        assert!(pressure_svg("e", &[], None, None, &[]).ends_with("</svg>\n"));
        assert!(occupancy_svg("e", &[], None, None).ends_with("</svg>\n"));
    }

    /// The labels of a chart as boxes `(left, top, right, bottom)`, estimated at 7 units
    /// per character and 12 high (the charts' 12-unit sans-serif font).
    fn label_boxes(svg: &str, keep: &dyn Fn(&str) -> bool) -> Vec<(f64, f64, f64, f64, String)> {
        let attr = |tag: &str, name: &str| -> Option<f64> {
            let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
            tag[at..].split('"').next()?.parse().ok()
        };
        svg.lines()
            .filter_map(|l| {
                let tag = l.strip_prefix("<text")?;
                let text = tag.split('>').nth(1)?.split('<').next()?.to_string();
                if !keep(&text) {
                    return None;
                }
                let (x, y) = (attr(tag, "x")?, attr(tag, "y")?);
                let w = 7.0 * text.chars().count() as f64;
                let left = if tag.contains("text-anchor=\"end\"") {
                    x - w
                } else {
                    x
                };
                Some((left, y - 12.0, left + w, y, text))
            })
            .collect()
    }

    #[test]
    fn marker_and_line_labels_never_overlap_and_stay_in_the_plot() {
        // Three peaks a few instructions apart near the right edge, the budget and the
        // allocated count on one line: the labels `explain --plot` draws for gemm_rb4x4_nn.
        let profile: Vec<[u32; 3]> = (0..200).map(|i| [10 + (i % 33), 2, 1]).collect();
        let marks: Vec<(usize, String)> = [180, 182, 190]
            .iter()
            .map(|&i| (i, format!("peak: PTX line {} (gemm.cu:{})", 100 + i, i)))
            .collect();
        let svg = pressure_svg_annotated("k", &profile, Some(32), Some(32), &[], &marks);
        let mut boxes = label_boxes(&svg, &|t| {
            t.starts_with("peak") || t.starts_with("budget") || t.starts_with("allocated")
        });
        // The legend, right of the plot, repeats two of them.
        boxes.retain(|b| b.0 < WIDTH - RIGHT);
        assert_eq!(boxes.len(), 5, "{boxes:?}");
        for (i, a) in boxes.iter().enumerate() {
            assert!(
                a.0 >= LEFT && a.2 <= WIDTH - RIGHT,
                "outside the plot: {a:?}"
            );
            for b in &boxes[i + 1..] {
                let apart = a.2 <= b.0 || b.2 <= a.0 || a.3 <= b.1 || b.3 <= a.1;
                assert!(apart, "{a:?} overlaps {b:?}");
            }
        }
    }
}
