// Request logs would drown jest's output; LOG_LEVEL=info (or debug) in the environment brings them back.
process.env.LOG_LEVEL ??= 'silent';
