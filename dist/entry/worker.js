import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// node_modules/tinypool/dist/common-Bo3KCGim.js
var kMovable = /* @__PURE__ */ Symbol("Tinypool.kMovable");
var kTransferable = /* @__PURE__ */ Symbol.for("Tinypool.transferable");
var kValue = /* @__PURE__ */ Symbol.for("Tinypool.valueOf");
function isTransferable(value) {
  return value != null && typeof value === "object" && kTransferable in value && kValue in value;
}
function isMovable(value) {
  return isTransferable(value) && value[kMovable] === true;
}
var kRequestCountField = 0;
var kResponseCountField = 1;

// node_modules/tinypool/dist/utils-De75vAgL.js
function stdout() {
  return console._stdout || process.stdout || void 0;
}
function stderr() {
  return console._stderr || process.stderr || void 0;
}

// node_modules/tinypool/dist/utils-B--2TaWv.js
import { pathToFileURL } from "node:url";
var importESMCached;
function getImportESM() {
  if (importESMCached === void 0) importESMCached = new Function("specifier", "return import(specifier)");
  return importESMCached;
}
var handlerCache = /* @__PURE__ */ new Map();
async function getHandler(filename, name) {
  let handler = handlerCache.get(`${filename}/${name}`);
  if (handler !== void 0) return handler;
  try {
    const handlerModule = await import(filename);
    handler = typeof handlerModule.default !== "function" && handlerModule.default || handlerModule;
    if (typeof handler !== "function") handler = await handler[name];
  } catch {
  }
  if (typeof handler !== "function") {
    handler = await getImportESM()(pathToFileURL(filename).href);
    if (typeof handler !== "function") handler = await handler[name];
  }
  if (typeof handler !== "function") return null;
  if (handlerCache.size > 1e3) {
    const [handler$1] = handlerCache;
    const key = handler$1[0];
    handlerCache.delete(key);
  }
  handlerCache.set(`${filename}/${name}`, handler);
  return handler;
}
function throwInNextTick(error) {
  process.nextTick(() => {
    throw error;
  });
}

// node_modules/tinypool/dist/entry/worker.js
import { parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
var [tinypoolPrivateData, workerData$1] = workerData;
process.__tinypool_state__ = {
  isWorkerThread: true,
  isTinypoolWorker: true,
  workerData: workerData$1,
  workerId: tinypoolPrivateData.workerId
};
var memoryUsage = process.memoryUsage.bind(process);
var useAtomics = process.env.PISCINA_DISABLE_ATOMICS !== "1";
parentPort.on("message", (message) => {
  useAtomics = process.env.PISCINA_DISABLE_ATOMICS === "1" ? false : message.useAtomics;
  const { port, sharedBuffer, filename, name } = message;
  (async function() {
    if (filename !== null) await getHandler(filename, name);
    const readyMessage = { ready: true };
    parentPort.postMessage(readyMessage);
    port.start();
    port.on("message", onMessage.bind(null, port, sharedBuffer));
    atomicsWaitLoop(port, sharedBuffer);
  })().catch(throwInNextTick);
});
var currentTasks = 0;
var lastSeenRequestCount = 0;
function atomicsWaitLoop(port, sharedBuffer) {
  if (!useAtomics) return;
  while (currentTasks === 0) {
    Atomics.wait(sharedBuffer, kRequestCountField, lastSeenRequestCount);
    lastSeenRequestCount = Atomics.load(sharedBuffer, kRequestCountField);
    let entry;
    while ((entry = receiveMessageOnPort(port)) !== void 0) onMessage(port, sharedBuffer, entry.message);
  }
}
function onMessage(port, sharedBuffer, message) {
  currentTasks++;
  const { taskId, task, filename, name } = message;
  (async function() {
    let response;
    let transferList = [];
    try {
      const handler = await getHandler(filename, name);
      if (handler === null) throw new Error(`No handler function "${name}" exported from "${filename}"`);
      let result = await handler(task);
      if (isMovable(result)) {
        transferList = transferList.concat(result[kTransferable]);
        result = result[kValue];
      }
      response = {
        taskId,
        result,
        error: null,
        usedMemory: memoryUsage().heapUsed
      };
      if (stdout()?.writableLength > 0) await new Promise((resolve) => process.stdout.write("", resolve));
      if (stderr()?.writableLength > 0) await new Promise((resolve) => process.stderr.write("", resolve));
    } catch (error) {
      response = {
        taskId,
        result: null,
        error,
        usedMemory: memoryUsage().heapUsed
      };
    }
    currentTasks--;
    port.postMessage(response, transferList);
    Atomics.add(sharedBuffer, kResponseCountField, 1);
    atomicsWaitLoop(port, sharedBuffer);
  })().catch(throwInNextTick);
}
