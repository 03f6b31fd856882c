//! Intel's vector-compiler argument ABI: which parameters of a kernel are
//! surfaces (`"VCArgumentKind"="2"`) and the binding-table index Intel's
//! compiler assigns each (its `GenXBTIAssignment`). Read by emit, which
//! assigns the same indices (docs/launch.md, "Surfaces"), by `run`, which
//! checks the launch spec binds each surface there, and by `validate`,
//! which checks Intel's output against its spec the same way
//! (docs/validate.md, "Intel's surface ABI").

/// A surface parameter of a vector-compiler kernel (`"VCArgumentKind"="2"`)
/// and the binding-table index Intel's compiler gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntelSurface {
    /// Its position among the IR's parameters.
    pub param: usize,
    pub index: u8,
    /// An image (`image1d_t`, ...), whose input IGC drops; else a buffer.
    pub image: bool,
}

/// The first binding-table index IGC 1.0.12504 gives a surface argument
/// (through `ocloc`): its `GenXBTIAssignment` reserves index 0 (for the
/// debugger's system routine) and numbers from 1, as every dump of
/// testdata/igc/ shows (`movs (M1, 1) T7(0) 0x1:ud` for the first surface).
pub const INTEL_FIRST_SURFACE_INDEX: u8 = 1;

/// The last binding-table index of a surface: 254 is SLM and 255 stateless
/// memory (vISA spec, vISA Header chapter: the predefined surfaces).
pub const LAST_SURFACE_INDEX: u8 = 253;

/// The IR's surface parameters, in parameter order, with the binding-table
/// index Intel's compiler hard-codes for each (its `GenXBTIAssignment`):
/// read-only images first, then the other surfaces, each in parameter
/// order, from [`INTEL_FIRST_SURFACE_INDEX`]; samplers are numbered apart
/// and are not surfaces. Past [`LAST_SURFACE_INDEX`] the rest get none
/// (their index is then the input's value, as without the ABI).
pub fn intel_surface_parameters(function: inkwell::values::FunctionValue<'_>) -> Vec<IntelSurface> {
    use inkwell::attributes::AttributeLoc;
    let attribute = |i: u32, key: &str| {
        function
            .get_string_attribute(AttributeLoc::Param(i), key)
            .map(|a| a.get_string_value().to_string_lossy().into_owned())
    };
    // (parameter, image, read-only image)
    let mut surfaces: Vec<(usize, bool, bool)> = Vec::new();
    for i in 0..function.count_params() {
        if attribute(i, "VCArgumentKind").as_deref() == Some("2") {
            let desc = attribute(i, "VCArgumentDesc").unwrap_or_default();
            let image = desc.starts_with("image");
            surfaces.push((i as usize, image, image && desc.split_whitespace().any(|w| w == "read_only")));
        }
    }
    let ordered = surfaces.iter().filter(|s| s.2).chain(surfaces.iter().filter(|s| !s.2));
    let mut out: Vec<IntelSurface> = ordered
        .zip(INTEL_FIRST_SURFACE_INDEX..=LAST_SURFACE_INDEX)
        .map(|(&(param, image, _), index)| IntelSurface { param, index, image })
        .collect();
    out.sort_by_key(|s| s.param);
    out
}
