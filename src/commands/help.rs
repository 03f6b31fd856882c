//! `visa-lower help [COMMAND]...`.

use super::cli::CmdResult;
use crate::diag::Diagnostic;
use crate::sys::output::write_output;
use clap::Args;

#[derive(Args)]
pub struct HelpArgs {
    /// The subcommand (and its subcommands) to print the help of.
    #[arg(value_name = "COMMAND")]
    command: Vec<String>,
}

/// `help [COMMAND]...`: the long help of the named subcommand (the tool's
/// own without one), as `visa-lower COMMAND --help` prints it; `command`
/// is the tool's (`Cli` in main.rs).
pub fn exec(args: HelpArgs, mut command: clap::Command) -> CmdResult {
    command.build();
    let mut at = &mut command;
    for name in &args.command {
        let names: Vec<String> = at.get_subcommands().map(|c| c.get_name().to_string()).collect();
        at = at
            .find_subcommand_mut(name)
            .ok_or_else(|| Diagnostic::new(format!("help: no subcommand `{name}`; there are {}", names.join(", "))))?;
    }
    Ok(write_output("-", at.render_long_help().to_string().as_bytes())?)
}
