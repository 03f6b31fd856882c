//! Helpers shared by the integration tests (`mod support;` in each test file).

pub mod arb;
