//! Intel's assembler on the fuzzer's sample, in batches: the kernels of a
//! platform wait until [`BATCH`] of them are there, and one assembler run
//! judges them all ([`crate::visa::assembler::rejections`], which assembles a
//! rejected batch again kernel by kernel). Which kernels share a batch
//! depends on the workers' timing; each case's verdict does not: it is the
//! one its kernel gets alone.

use std::collections::BTreeMap;
use std::sync::Mutex;

use rayon::prelude::*;

use crate::sys::progress::Progress;
use crate::visa::assembler::Assembler;
use crate::visa::Kernel;
use crate::Platform;

/// Kernels per assembler run. Starting `GenX_IR` costs about as much as
/// assembling two fuzz kernels; at 16 a kernel costs about 0.4x what it
/// costs in a run of its own.
pub const BATCH: usize = 16;

/// The kernels of a platform waiting, and their cases: the index, and
/// whether the case failed before the assembler (for the progress count).
#[derive(Default)]
struct Waiting {
    cases: Vec<(u64, bool)>,
    kernels: Vec<Kernel>,
}

/// The batches of one fuzz run.
pub struct Batches<'a> {
    progress: &'a Progress,
    waiting: Mutex<BTreeMap<Platform, Waiting>>,
    /// The assemblers, as the first submission names them (every case
    /// of a run is judged by the same ones).
    assemblers: std::sync::OnceLock<&'a [Assembler]>,
    /// The assembler's messages by case index, for the kernels it rejected.
    rejected: Mutex<BTreeMap<u64, String>>,
}

impl<'a> Batches<'a> {
    pub fn new(progress: &'a Progress) -> Batches<'a> {
        Batches {
            progress,
            waiting: Mutex::default(),
            assemblers: std::sync::OnceLock::new(),
            rejected: Mutex::default(),
        }
    }

    /// Queues case `index`'s kernel for `assemblers` on `platform`; the
    /// batch it completes is assembled now, on the calling thread. The case
    /// counts as done (progress) when its batch is judged.
    pub fn submit(&self, assemblers: &'a [Assembler], platform: Platform, index: u64, kernel: Kernel, failed: bool) {
        let assemblers = *self.assemblers.get_or_init(|| assemblers);
        let full = {
            let mut waiting = self.waiting.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            let queue = waiting.entry(platform).or_default();
            queue.cases.push((index, failed));
            queue.kernels.push(kernel);
            (queue.kernels.len() >= BATCH).then(|| std::mem::take(queue))
        };
        if let Some(batch) = full {
            self.judge(assemblers, platform, batch);
        }
    }

    /// Assembles what is waiting, in batches short of [`BATCH`] (the
    /// platforms in parallel): when no more kernels will come.
    pub fn flush(&self) {
        let waiting = std::mem::take(&mut *self.waiting.lock().unwrap_or_else(|poisoned| poisoned.into_inner()));
        let assemblers = self.assemblers.get().copied().unwrap_or_default();
        waiting.into_par_iter().for_each(|(platform, batch)| self.judge(assemblers, platform, batch));
    }

    /// [`Batches::flush`], and the rejections by case index.
    pub fn finish(self) -> BTreeMap<u64, String> {
        self.flush();
        self.rejected.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn judge(&self, assemblers: &[Assembler], platform: Platform, batch: Waiting) {
        let verdicts = crate::visa::assembler::rejections(assemblers, platform, &batch.kernels);
        for ((index, failed), verdict) in batch.cases.into_iter().zip(verdicts) {
            self.progress.tick(failed || verdict.is_some());
            if let Some(said) = verdict {
                self.rejected.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).insert(index, said);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kernel(text: &str) -> Kernel {
        let program = crate::visa::text::parse::parse_program(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        program.kernels.into_iter().next().expect("one kernel")
    }

    /// Each case's verdict is its own: of 20 kernels on one platform (a
    /// full batch judged on submission, the rest when the run finishes) and
    /// 3 on another, exactly the two broken ones are rejected, by index.
    #[test]
    fn a_rejection_goes_to_its_case_in_full_and_finishing_batches() {
        let assemblers = crate::visa::assembler::find_all().unwrap_or_else(|missing| panic!("{missing}"));
        let good = kernel(
            ".version 4.1\n.kernel kernel\n.decl a v_type=G type=ud num_elts=8 align=GRF\n\
             .decl p v_type=G type=uq num_elts=8 align=GRF\n.input a offset=32 size=32\n.input p offset=64 size=64\n\
             .function \"kernel_BB_0_0\"\n    svm_scatter.4.1 (M1_NM, 8) p.0 a.0\n    ret (M1, 1)\n",
        );
        // The assembler's verifier refuses a logic instruction on floats.
        let broken = kernel(
            ".version 4.1\n.kernel kernel\n.decl f v_type=G type=f num_elts=8 align=GRF\n.function \"kernel_BB_0_0\"\n    \
             and (M1_NM, 1) f(0,0)<1> f(0,0)<0;1,0> 0x1:f\n    ret (M1, 1)\n",
        );
        let progress = Progress::new("fuzz", "cases", 23, false);
        let batches = Batches::new(&progress);
        for index in 0..20 {
            let k = if index == 5 || index == 18 { broken.clone() } else { good.clone() };
            batches.submit(&assemblers, Platform::XeHpg, index, k, false);
        }
        for index in 20..23 {
            batches.submit(&assemblers, Platform::Gen9, index, good.clone(), false);
        }
        let rejected = batches.finish();
        assert_eq!(rejected.keys().copied().collect::<Vec<_>>(), vec![5, 18], "{rejected:?}");
        assert!(rejected.values().all(|said| said.contains("logic")), "{rejected:?}");
    }
}
