#!/usr/bin/env node
// The awm executable: the command line (program.ts) over this process's streams, working directory and environment.
import { hideBin } from 'yargs/helpers';
import { processIo } from './io.js';
import { main } from './program.js';

process.exitCode = await main(hideBin(process.argv), processIo());
