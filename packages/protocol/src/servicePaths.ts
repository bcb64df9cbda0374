/*
 * Service paths of media, data flows and models (spec 2 §7.5, spec 1 §7 "Data calls"). Same
 * rules as the other path tables: a built path without a leading `/` goes under
 * `{baseUrl}{API_PREFIX}` (for media the base URL is the settings' `mediaUrl`), one with a
 * leading `/` is absolute from the base URL's origin.
 */

function seg(value: string): string {
  return encodeURIComponent(value);
}

type Designer = { appId: string; subAppId: string; appType: string };

function designer(p: Designer): string {
  return `${seg(p.appId)}/${seg(p.subAppId)}/designer/${seg(p.appType)}`;
}

/** Media calls (spec 2 §7.5 "{media}/{apiPrefix}{appId}/...", spec 1 §7 uploads). */
export const MEDIA_PATHS = {
  /** GET list / POST create {appId}/imagecategory. */
  imageCategories: {
    pattern: '/api/:appId/imagecategory',
    build: (appId: string) => `${seg(appId)}/imagecategory`,
  },
  /** PUT {appId}/imagecategory/{id}. */
  imageCategory: {
    pattern: '/api/:appId/imagecategory/:id',
    build: (appId: string, id: string) => `${seg(appId)}/imagecategory/${seg(id)}`,
  },
  /** POST {appId}/imagecategory/del/{id}. */
  deleteImageCategory: {
    pattern: '/api/:appId/imagecategory/del/:id',
    build: (appId: string, id: string) => `${seg(appId)}/imagecategory/del/${seg(id)}`,
  },
  /** POST {appId}/imagemedia/category — one page of a category's images. */
  imagesOfCategory: {
    pattern: '/api/:appId/imagemedia/category',
    build: (appId: string) => `${seg(appId)}/imagemedia/category`,
  },
  /** POST {appId}/imagemedia/default — mark a category's default image. */
  defaultImage: {
    pattern: '/api/:appId/imagemedia/default',
    build: (appId: string) => `${seg(appId)}/imagemedia/default`,
  },
  /** POST .../designer/{appType}/postimage (multipart). */
  postImage: {
    pattern: '/api/:appId/:subAppId/designer/:appType/postimage',
    build: (p: Designer) => `${designer(p)}/postimage`,
  },
  /** POST .../designer/{appType}/postenclosure (multipart). */
  postEnclosure: {
    pattern: '/api/:appId/:subAppId/designer/:appType/postenclosure',
    build: (p: Designer) => `${designer(p)}/postenclosure`,
  },
  /** POST /apps/v1/tempimagemedia?app= — a screenshot. */
  tempImage: {
    pattern: '/apps/v1/tempimagemedia',
    build: (appId: string) => `/apps/v1/tempimagemedia?app=${seg(appId)}`,
  },
  /** GET the bytes of an image: GetImgDisplayAddress(namespace, field, id, extension). */
  imageFile: {
    pattern: '/media/image/:nameSpace/:field/:file',
    build: (p: { nameSpace: string; field: string; id: string; extension: string }) =>
      `/media/image/${seg(p.nameSpace)}/${seg(p.field)}/${seg(p.id)}.${seg(p.extension)}`,
  },
  /** GET /apps/v1/picurltopicfield?app&imgUrl — an image URL of this server as a field value. */
  picUrlToPicField: {
    pattern: '/apps/v1/picurltopicfield',
    build: (appId: string, imgUrl: string) =>
      `/apps/v1/picurltopicfield?app=${seg(appId)}&imgUrl=${seg(imgUrl)}`,
  },
  /** POST {appId}/enclosurefilemedia/download (body fileId) — octet-stream. */
  downloadEnclosure: {
    pattern: '/api/:appId/enclosurefilemedia/download',
    build: (appId: string) => `${seg(appId)}/enclosurefilemedia/download`,
  },
  /** GET getfile?app=&id= — the same download as a link. */
  getFile: {
    pattern: '/api/getfile',
    build: (appId: string, id: string) => `getfile?app=${seg(appId)}&id=${seg(id)}`,
  },
  /** POST {appId}/videomedia/createvideo. */
  createVideo: {
    pattern: '/api/:appId/videomedia/createvideo',
    build: (appId: string) => `${seg(appId)}/videomedia/createvideo`,
  },
  /** GET {appId}/videomedia/getvideosbyvideoIds/{ids} — ids joined with commas. */
  videosByIds: {
    pattern: '/api/:appId/videomedia/getvideosbyvideoIds/:ids',
    build: (appId: string, ids: readonly string[]) =>
      `${seg(appId)}/videomedia/getvideosbyvideoIds/${seg(ids.join(','))}`,
  },
  /** POST {appId}/videomedia/delete/{id}. */
  deleteVideo: {
    pattern: '/api/:appId/videomedia/delete/:id',
    build: (appId: string, id: string) => `${seg(appId)}/videomedia/delete/${seg(id)}`,
  },
} as const;

/** Data-flow calls (spec 1 §7, spec 2 §7.4 "Data flows"): absolute `/apps/v1/` paths. */
export const DATA_FLOW_PATHS = {
  /** GET /apps/v1/{appId}/DataFlows/?currentIndex&pageSize&dataflow&category&order. */
  list: {
    pattern: '/apps/v1/:appId/DataFlows/',
    build: (appId: string, q: Record<string, string | number | undefined> = {}) => {
      const parts = Object.entries(q)
        .filter((e): e is [string, string | number] => e[1] !== undefined)
        .map(([k, v]) => `${k}=${seg(String(v))}`);
      return `/apps/v1/${seg(appId)}/DataFlows/${parts.length ? `?${parts.join('&')}` : ''}`;
    },
  },
  /** POST /apps/v1/{appId}/dataflows/run/{flowId}. */
  run: {
    pattern: '/apps/v1/:appId/dataflows/run/:flowId',
    build: (appId: string, flowId: string) => `/apps/v1/${seg(appId)}/dataflows/run/${seg(flowId)}`,
  },
  /** POST /apps/v1/{group}/dataflows/grouprun/{appId}/{flowId}. */
  groupRun: {
    pattern: '/apps/v1/:group/dataflows/grouprun/:appId/:flowId',
    build: (group: string, appId: string, flowId: string) =>
      `/apps/v1/${seg(group)}/dataflows/grouprun/${seg(appId)}/${seg(flowId)}`,
  },
  /** POST /apps/v1/{appId}/dataflows/getinfo — "Data flow get info" of a data source. */
  getInfo: {
    pattern: '/apps/v1/:appId/dataflows/getinfo',
    build: (appId: string) => `/apps/v1/${seg(appId)}/dataflows/getinfo`,
  },
} as const;

/** API-model and OLAP calls under `{apiPrefix}forward/olap` (spec 1 §7); app in `?app=`. */
export const MODEL_PATHS = {
  apiModelData: {
    pattern: '/api/forward/olap/apiModel/getApiModelData',
    build: (appId: string) => `forward/olap/apiModel/getApiModelData?app=${seg(appId)}`,
  },
  exportApiModelData: {
    pattern: '/api/forward/olap/apiModel/exportApiModelData',
    build: (appId: string) => `forward/olap/apiModel/exportApiModelData?app=${seg(appId)}`,
  },
  queryOlapResult: {
    pattern: '/api/forward/olap/olapQuery/queryOlapResult',
    build: (appId: string) => `forward/olap/olapQuery/queryOlapResult?app=${seg(appId)}`,
  },
  exportOlapResult: {
    pattern: '/api/forward/olap/olapQuery/exportOlapResult',
    build: (appId: string) => `forward/olap/olapQuery/exportOlapResult?app=${seg(appId)}`,
  },
} as const;
