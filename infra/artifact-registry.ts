import * as gcp from '@pulumi/gcp';
import * as pulumi from '@pulumi/pulumi';
import type { InfraSettings } from './infra-config.js';

/**
 * The Docker repository the image is pushed to (cloudbuild.yaml, as the build identity).
 * Old untagged images are cleaned up; tagged ones (the deployed releases) are kept.
 */
export function createImageRepository(s: InfraSettings, opts: pulumi.CustomResourceOptions) {
  const repository = new gcp.artifactregistry.Repository(
    'images',
    {
      project: s.project,
      location: s.region,
      repositoryId: s.repositoryId,
      format: 'DOCKER',
      description: 'Email Case Service images (one image for api and worker)',
      cleanupPolicies: [
        {
          id: 'delete-untagged',
          action: 'DELETE',
          condition: { tagState: 'UNTAGGED', olderThan: '1209600s' },
        },
      ],
    },
    opts,
  );
  const imageRepository = pulumi.interpolate`${s.region}-docker.pkg.dev/${s.project}/${repository.repositoryId}`;
  return { repository, imageRepository };
}
