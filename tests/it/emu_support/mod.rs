//! Kernel builders shared by the emulator tests (`use crate::emu_support;`).

use visa_lower::exec::emu::{run, Bindings, RunConfig, RunOutcome};
use visa_lower::exec::memory::Memory;
use visa_lower::visa::*;
use visa_lower::Platform;

/// A kernel under construction.
pub struct K {
    pub kernel: Kernel,
    pub inputs: Vec<(GenVarId, Vec<u8>)>,
}

impl Default for K {
    fn default() -> Self {
        Self::new()
    }
}

impl K {
    pub fn new() -> K {
        K { kernel: Kernel::new("test"), inputs: Vec::new() }
    }

    /// A GRF-aligned general variable.
    pub fn var(&mut self, name: &str, ty: ElemType, num_elts: u32) -> GenVarId {
        self.kernel.declare_var(GenVar { name: name.into(), ty, num_elts, align: Align::Grf, alias: None })
    }

    /// A variable initialised with `bytes`.
    pub fn input(&mut self, name: &str, ty: ElemType, num_elts: u32, bytes: Vec<u8>) -> GenVarId {
        let id = self.var(name, ty, num_elts);
        self.inputs.push((id, bytes));
        id
    }

    pub fn alias(&mut self, name: &str, ty: ElemType, num_elts: u32, base: GenVarId, offset: u32) -> GenVarId {
        let alias = Some(Alias { base, offset });
        self.kernel.declare_var(GenVar { name: name.into(), ty, num_elts, align: Align::Grf, alias })
    }

    pub fn pred(&mut self, name: &str, num_elts: u32) -> PredVarId {
        self.kernel.declare_pred(PredVar { name: name.into(), num_elts }).expect("predicate id")
    }

    pub fn surface(&mut self, name: &str) -> SurfaceId {
        self.kernel.declare_surface(SurfaceVar { name: name.into(), num_elts: 1, v_name: None }).expect("surface id")
    }

    pub fn push(&mut self, inst: Instruction) -> &mut Self {
        self.kernel.body.push(inst);
        self
    }

    pub fn run(&self, platform: Platform, dispatch_mask: u32, memory: &mut Memory) -> RunOutcome {
        self.run_with(platform, dispatch_mask, Vec::new(), memory)
    }

    pub fn run_with(
        &self,
        platform: Platform,
        dispatch_mask: u32,
        surfaces: Vec<(SurfaceId, u8)>,
        memory: &mut Memory,
    ) -> RunOutcome {
        let bindings = Bindings { inputs: self.inputs.clone(), surfaces };
        run(&self.kernel, &RunConfig::new(platform, dispatch_mask), &bindings, memory)
    }
}

pub fn ud_bytes(values: &[u32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

pub fn uq_bytes(values: &[u64]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

pub fn uds(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

pub fn uqs(bytes: &[u8]) -> Vec<u64> {
    bytes.chunks_exact(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect()
}

pub fn raw(var: GenVarId) -> RawOperand {
    RawOperand::new(var, 0)
}

pub fn exec(lanes: u32) -> ExecCtrl {
    ExecCtrl::new(ExecSize::from_lanes(lanes).expect("exec size"), EmaskOffset::M1, false)
}

pub fn exec_nm(lanes: u32) -> ExecCtrl {
    ExecCtrl::nm(ExecSize::from_lanes(lanes).expect("exec size"))
}

pub fn imm_ud(v: u32) -> SrcOperand {
    SrcOperand::imm(ElemType::UD, u64::from(v))
}

/// `var(row, col)<vstride;width,hstride>`.
pub fn src(var: GenVarId, row: u8, col: u8, vstride: u8, width: u8, hstride: u8) -> SrcOperand {
    SrcOperand::General { var, row, col, region: Region { vstride, width, hstride }, modifier: SrcModifier::None }
}

pub fn dst(var: GenVarId, row: u8, col: u8, hstride: u8) -> DstOperand {
    DstOperand::General { var, row, col, hstride }
}

pub fn kinds(outcome: &RunOutcome) -> Vec<&visa_lower::exec::emu::FindingKind> {
    outcome.findings.iter().map(|f| &f.kind).collect()
}
