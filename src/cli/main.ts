#!/usr/bin/env node
// The awm executable: the command line (program.ts) over this process's streams, working directory and environment.
import { hideBin } from 'yargs/helpers';
import { pendingOutputDropped, processIo, quietOnClosedPipe } from './io.js';
import { main } from './program.js';

quietOnClosedPipe(process.stdout, 'standard output');
quietOnClosedPipe(process.stderr, 'standard error');
const status = await main(hideBin(process.argv), processIo());
// A failure to write (quietOnClosedPipe) outranks a command's own success.
process.exitCode = Math.max(status, Number(process.exitCode ?? 0));
// A write waiting for a reader that does not read would keep the process alive; the command said to drop it.
if (pendingOutputDropped()) process.exit();
