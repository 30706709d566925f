// The database drivers, optional peer dependencies: each loads when a store of its kind opens, named when absent.
import { packageInfo } from '../../package-info.js';
import { RuntimeUserError } from '../core/user-error.js';

/** The driver packages, each an optional peer dependency of agent-work-model. */
export type DriverName = 'better-sqlite3' | 'pg';

/** Which database each driver serves, for messages. */
const databases: Record<DriverName, string> = { 'better-sqlite3': 'a SQLite database', pg: 'a PostgreSQL database' };

/** The command that installs the versions of `driver` this package supports, from its peerDependencies. */
export function driverInstallCommand(driver: DriverName): string {
  const range = packageInfo().peerDependencies?.[driver];
  return `npm install ${range ? `${driver}@${range}` : driver}`;
}

/**
 * A store cannot open because its driver is not usable: not installed, or (for better-sqlite3)
 * installed without its native addon, as when npm skipped the package's install script.
 */
export class DriverMissingError extends RuntimeUserError {
  constructor(
    readonly driver: DriverName,
    readonly reason: 'not-installed' | 'not-built',
  ) {
    super(
      reason === 'not-installed'
        ? `${databases[driver]} needs the ${driver} package, which is not installed: ${driverInstallCommand(driver)}`
        : `${driver} is installed but its native addon is not built (its install script did not run): ` +
            `npm rebuild ${driver}`,
    );
    this.name = 'DriverMissingError';
  }
}

/**
 * Loads a driver through `load`, a literal `import()` of it (so that its types and bundlers see the
 * import), turning "not installed" into DriverMissingError. A driver that is installed but fails
 * to load for another reason (a missing dependency of its own) keeps its error.
 */
export async function loadDriver<T>(driver: DriverName, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const notFound = code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND';
    if (notFound && message.includes(`'${driver}'`)) throw new DriverMissingError(driver, 'not-installed');
    throw error;
  }
}
