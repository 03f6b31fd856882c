//! Helpers shared by the integration tests (`use crate::support;`).

pub mod arb;

use visa_lower::Platform;

/// The platforms with the legacy data port (all but xe2): those where the
/// legacy messages these tests lower, emit and run exist.
pub fn legacy_platforms() -> Vec<Platform> {
    Platform::having(|d| d.legacy_dataport.value)
}
