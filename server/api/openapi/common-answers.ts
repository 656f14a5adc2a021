/** Answers several routes declare alike. */
import * as answers from '#domain/api-answer-schemas.ts';
import * as ex from './examples';
import { answer } from './operation';

export const messageOnly = (description: string, message: string) =>
  answer({
    status: 200,
    description,
    schema: answers.messageAnswerSchema,
    examples: [{ summary: 'Done', value: { message } }],
  });

export const productAnswer = (status: 200 | 201, description: string) =>
  answer({
    status,
    description,
    schema: answers.productSchema,
    examples: [{ summary: 'A coat in one colour, two sizes', value: ex.product }],
  });
