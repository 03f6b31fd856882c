//! `visa-lower decode`: a vISA object file printed as `.visaasm` text.

use super::cli::{check_unchanged, job_result, read_input, walled};
use super::cli::{CmdResult, Failure};
use crate::diag::Diagnostic;
use crate::limits::MAX_INPUT_BYTES;
use crate::sys::output::StreamedOutput;
use crate::sys::wall;
use clap::Args;

#[derive(Args)]
pub struct DecodeArgs {
    /// A vISA object file (`-` for stdin).
    input: String,
    /// Output file (`-` for stdout).
    #[arg(short, long, default_value = "-")]
    output: String,
}

/// `visa-lower decode`, behind the wall.
pub fn exec(args: DecodeArgs) -> CmdResult {
    let (file, bytes) = read_input(&args.input, MAX_INPUT_BYTES)?;
    let ended = walled(&file, &bytes, false, || job_result(&file, decode_job(&args, &file, &bytes)))?;
    match ended.code {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

/// The decoding, in the wall's child: the text goes to the output kernel by
/// kernel as each is printed (never held whole).
fn decode_job(args: &DecodeArgs, file: &str, bytes: &[u8]) -> Result<Option<Vec<u8>>, Failure> {
    wall::stage(|| format!("the decoder was reading the vISA object file {file}"));
    let program = crate::visa::binary::isa_file::decode_file(bytes)
        .map_err(|e| Diagnostic::new(format!("{file}: not a vISA object file this tool reads: {e}")))?;
    // What is printed from here on is the decoded program, not the input.
    check_unchanged(file)?;
    wall::stage(|| format!("the printer was writing the text of {file}"));
    let mut output = StreamedOutput::new(&args.output);
    let mut text = crate::visa::text::print::ProgramText::new(program.version, 0);
    for kernel in &program.kernels {
        text.push_to(kernel, &mut |piece| output.append(piece));
    }
    text.flush_to(|piece| output.append(piece));
    output.commit()?;
    Ok(None)
}
