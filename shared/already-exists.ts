import { status as grpcStatus } from '@grpc/grpc-js';

/**
 * gRPC ALREADY_EXISTS (6): Firestore's answer to create() of a document that exists. Several
 * writes use it as a once-only guard (a processed marker, a usage slot, a user id): the error
 * then means "a twin did it first".
 */
export const ALREADY_EXISTS = grpcStatus.ALREADY_EXISTS;

export const isAlreadyExists = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === ALREADY_EXISTS;
