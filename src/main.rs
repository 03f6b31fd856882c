//! The `visa-lower` command line (README, "Command line"): the arguments
//! and the dispatch; each command is `visa_lower::commands::<command>`.
//!
//! Exit codes: 0 success, 1 verification mismatch or execution fault,
//! 2 bad usage or rejected input.

use clap::{Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;
use visa_lower::commands::cli::{print_diagnostics, ColorArg, COLOR, JSON_ERRORS};
use visa_lower::commands::{compile, decode, demo, fuzz, help, run, test, validate};
use visa_lower::diag::Diagnostic;

// mimalloc, replacing malloc and operator new for the whole process
// (src/sys/allocator.rs).
#[global_allocator]
static ALLOCATOR: visa_lower::sys::allocator::Allocator = visa_lower::sys::allocator::ALLOCATOR;

#[derive(Parser)]
#[command(
    name = "visa-lower",
    version = visa_lower::version_text(),
    about = "Lower LLVM IR memory operations to Intel GPU vISA messages, and run them",
    disable_help_subcommand = true
)]
struct Cli {
    /// Colour diagnostics: `auto` when stderr is a terminal (and NO_COLOR is
    /// unset and TERM is not `dumb`), `always`, `never`.
    #[arg(long, global = true, value_enum, default_value = "auto", value_name = "WHEN")]
    color: ColorArg,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Compile LLVM IR (.ll or .bc) to vISA.
    Compile(compile::CompileArgs),
    /// Parse, verify and run a .visaasm kernel (or compile and run a .ll).
    Run(run::RunArgs),
    /// Differential testing on random kernels.
    Fuzz(fuzz::FuzzArgs),
    /// Run and verify every kernel under the paths on the emulator (the
    /// end-to-end harness; docs/harness.md).
    Test(test::TestArgs),
    /// Run a .visaasm kernel from any compiler against the LLVM IR it was
    /// compiled from, on the same launch spec: exit 0 when every byte and
    /// the returned value agree, 1 on a mismatch, 2 on bad input (docs/validate.md).
    Validate(validate::ValidateArgs),
    /// Print a vISA object file (`compile --emit isa`, or one IGC wrote) as `.visaasm` text.
    Decode(decode::DecodeArgs),
    /// Show the built-in example kernels going through the tool.
    Demo,
    /// Print this message or the help of the given subcommand(s).
    Help(help::HelpArgs),
}

fn main() -> ExitCode {
    visa_lower::sys::allocator::init();
    let wants_json = std::env::args_os().skip(1).any(|a| a == "--json");
    JSON_ERRORS.store(wants_json, std::sync::atomic::Ordering::Relaxed);
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if wants_json && e.use_stderr() => {
            let message = e.render().to_string();
            let first = message.lines().next().unwrap_or("").trim_start_matches("error: ").to_string();
            print_diagnostics(&[Diagnostic::new(first)], 2);
            return ExitCode::from(2);
        }
        Err(e) => e.exit(),
    };
    COLOR.store(cli.color.enabled(), std::sync::atomic::Ordering::Relaxed);
    let Some(command) = cli.command else {
        // As LLVM's tools and cargo do: the usage, not work nobody asked for.
        let usage = <Cli as clap::CommandFactory>::command().render_help();
        let _ = write!(std::io::stderr(), "{usage}");
        return ExitCode::from(2);
    };
    let result = match command {
        Command::Compile(args) => compile::exec(args),
        Command::Run(args) => run::exec(args),
        Command::Validate(args) => validate::exec(args),
        Command::Fuzz(args) => fuzz::exec(args),
        Command::Test(args) => test::exec(args),
        Command::Decode(args) => decode::exec(args),
        Command::Demo => demo::exec(),
        Command::Help(args) => help::exec(args, <Cli as clap::CommandFactory>::command()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            print_diagnostics(&failure.diagnostics, failure.code);
            ExitCode::from(failure.code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::CommandFactory;

    /// Every argument of every subcommand says what it does in `--help`.
    #[test]
    fn every_argument_has_help() {
        fn walk(command: &clap::Command, path: &str, missing: &mut Vec<String>, seen: &mut usize) {
            for arg in command.get_arguments() {
                *seen += 1;
                let id = arg.get_id().as_str();
                if id != "help" && id != "version" && arg.get_help().is_none() {
                    missing.push(format!("{path} {id}"));
                }
            }
            for sub in command.get_subcommands() {
                if sub.get_about().is_none() {
                    missing.push(format!("{path} {} (the subcommand)", sub.get_name()));
                }
                walk(sub, &format!("{path} {}", sub.get_name()), missing, seen);
            }
        }
        let mut command = Cli::command();
        command.build();
        let (mut missing, mut seen) = (Vec::new(), 0);
        walk(&command, "visa-lower", &mut missing, &mut seen);
        assert!(seen > 30, "only {seen} arguments walked");
        assert!(missing.is_empty(), "arguments without help: {missing:?}");
    }
}
