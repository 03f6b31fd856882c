//! Progress of a long run on stderr (`fuzz`, `test`): a bar on a terminal,
//! otherwise a line per tenth of the work, nothing when disabled.

use std::io::{IsTerminal, Write as _};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

pub struct Progress {
    bar: Option<indicatif::ProgressBar>,
    /// Who reports (`fuzz`) and what is counted (`cases`).
    tool: &'static str,
    unit: &'static str,
    total: u64,
    done: AtomicU64,
    failed: AtomicU64,
    lines: bool,
    start: Instant,
}

impl Progress {
    pub fn new(tool: &'static str, unit: &'static str, total: u64, enabled: bool) -> Progress {
        let bar = (enabled && std::io::stderr().is_terminal()).then(|| {
            let bar = indicatif::ProgressBar::new(total);
            let template =
                format!("{{spinner}} [{{elapsed_precise}}] {{wide_bar}} {{pos}}/{{len}} {unit} ({{per_sec}}, eta {{eta}}) {{msg}}");
            if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
                bar.set_style(style);
            }
            bar
        });
        let lines = enabled && bar.is_none();
        Progress {
            bar,
            tool,
            unit,
            total,
            done: AtomicU64::new(0),
            failed: AtomicU64::new(0),
            lines,
            start: Instant::now(),
        }
    }

    /// One more done (`failed`: one more failing).
    pub fn tick(&self, failed: bool) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        let failures = self.failed.fetch_add(u64::from(failed), Ordering::Relaxed) + u64::from(failed);
        if let Some(bar) = &self.bar {
            bar.inc(1);
            if failed {
                bar.set_message(format!("{failures} failing"));
            }
        } else if self.lines && (done * 10 / self.total.max(1) != (done - 1) * 10 / self.total.max(1)) {
            // A closed stderr does not stop the run.
            let _ = writeln!(
                std::io::stderr(),
                "{}: {done}/{} {}, {failures} failing, {:.1} s",
                self.tool,
                self.total,
                self.unit,
                self.start.elapsed().as_secs_f64()
            );
        }
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
