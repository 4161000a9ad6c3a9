import type { serviceOperations } from './operations';
import type { paths } from './schema';

// Request, answer and error bodies of each paid call, read off the generated OpenAPI types.

export type ServiceMethod = keyof typeof serviceOperations;
type PathOf<M extends ServiceMethod> = (typeof serviceOperations)[M];
type Operation<M extends ServiceMethod> = NonNullable<paths[PathOf<M>]['post']>;
type Responses<M extends ServiceMethod> = Operation<M>['responses'];

/** The JSON body a paid call takes (the access token may stay out: the client sends it as a Bearer header). */
export type ServiceRequest<M extends ServiceMethod> = NonNullable<
  Operation<M>['requestBody']
>['content']['application/json'];

/** The JSON body of a paid call's success: `{ result, response, jobId, cost }` and any extra fields. */
export type ServiceAnswer<M extends ServiceMethod> = Responses<M>[200] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;

type ProblemOf<R> = R extends { content: { 'application/problem+json': infer Body } } ? Body : never;

/** Every problem+json body a paid call documents for its error statuses. */
export type ServiceProblem<M extends ServiceMethod> = {
  [S in Exclude<keyof Responses<M>, 200>]: ProblemOf<Responses<M>[S]>;
}[Exclude<keyof Responses<M>, 200>];

/** The HTTP statuses a paid call documents for its errors. */
export type ServiceErrorStatus<M extends ServiceMethod> = Exclude<keyof Responses<M>, 200>;
