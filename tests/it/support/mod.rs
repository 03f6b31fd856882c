//! Helpers shared by the integration tests (`use crate::support;`).

pub mod arb;
