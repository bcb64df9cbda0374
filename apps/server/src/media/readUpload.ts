import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/envelopeError.js';

/** One uploaded file, read whole into memory (it is bounded by the size limit). */
export interface Upload {
  filename: string;
  mimetype: string;
  data: Buffer;
  /** The text fields of the form. */
  fields: Record<string, string>;
}

/** A byte count as the spec writes it: megabytes with two decimals (spec 1 §5 "N M"). */
export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)}M`;
}

const FORM_LIMITS = { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 };

/**
 * Reads a multipart form holding exactly one file (any field name) and a few text fields.
 * Every refusal is bad input with a clear message, and happens before anything is stored:
 * not multipart, no file, more than one file, an empty file, or a file above `maxBytes`
 * (`{what}大小不能超过 N M`, spec 1 §5).
 *
 * @param what - the noun of the messages: 图片 or 附件.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  what: string,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw badRequest(`请以 multipart/form-data 上传${what}`);
  }
  let file: Omit<Upload, 'fields'> | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        file = { filename: part.filename, mimetype: part.mimetype, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(`${what}大小不能超过 ${megabytes(maxBytes)}`);
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest(`一次只能上传一个${what}`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest('表单字段过多');
    }
    throw error;
  }
  if (!file) throw badRequest(`没有收到${what}：请在表单中附上一个文件`);
  if (file.data.length === 0) throw badRequest(`${what} ${file.filename} 是空文件`);
  return { ...file, fields };
}

/** The lower-case extension of a file name without the dot, or '' when it has none. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}
