//! Helpers shared by the integration tests (`mod support;` in each test file).
#![allow(dead_code)]

pub mod arb;
