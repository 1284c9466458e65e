/**
 * Success envelopes carry the payload in `data` (spec 4.1). The generated hooks keep the wire
 * shape in their types; `select: jsendData` hands a component just the payload.
 */
export function jsendData<Data>(envelope: { status: 'success'; data: Data }): Data {
  return envelope.data;
}
