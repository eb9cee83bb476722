// npm run compose -- up | down [--volumes] | build [service…] | backup <dir> | restore <dir> | <any compose command>
// (logs, ps, restart…): the whole system in containers on this machine, with the local secrets, the demo accounts and Mailpit (README,
// "Operations"). `up` installs and starts the container engine when needed, makes the base image, builds, and starts
// everything in health-gated order; data stays in named volumes until `down --volumes`.
import { say } from '../engines/log';
import { chooseEngineImages, ComposeProject } from './compose-project';
import { prepareImageBuilds } from './container-engine';
import { backup, restore } from './operator-tasks';

async function main(): Promise<void> {
  const [command = 'up', ...rest] = process.argv.slice(2);
  await prepareImageBuilds();
  const engineImages = chooseEngineImages();
  const project = new ComposeProject({ project: process.env.COMPOSE_PROJECT_NAME ?? 'padel-league', engineImages });
  switch (command) {
    case 'up': {
      say('compose', `engine images: ${engineImages} (PADEL_ENGINE_IMAGES=official|local chooses)`);
      if (!rest.includes('--no-build')) await project.build();
      await project.up(rest.filter((arg) => arg !== '--no-build'));
      say('compose', `the site is up: ${project.publicUrl}  (demo password padel-demo-2026; npm run compose -- down stops it)`);
      break;
    }
    case 'down':
      project.down(rest);
      break;
    case 'build':
      await project.build(rest);
      break;
    case 'backup':
    case 'restore': {
      const [directory] = rest;
      if (!directory) throw new Error(`npm run compose -- ${command} <directory>`);
      await (command === 'backup' ? backup : restore)(project, directory);
      break;
    }
    default:
      project.run([command, ...rest]);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
