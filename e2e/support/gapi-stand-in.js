// A stand-in for https://apis.google.com/js/api.js, served by the browser tests (offline here).
// It implements the part of gapi.iframes that Firebase Auth's pop-up sign-in uses against the Auth
// Emulator: the app page opens the emulator's helper iframe, and the two exchange named messages
// (authEvent, webStorageSupport) through postMessage. A browser with internet loads the real one.
(function () {
  var MARK = 'power-gym-gapi-stand-in';
  var FILTER = 'CROSS_ORIGIN_IFRAMES_FILTER';

  /** One side of a channel to another window: register handlers, send and get the answers. */
  function channel(target) {
    var handlers = {};
    var waiting = new Map();
    var queued = [];
    var nextId = 0;
    var readyCallbacks = [];
    var isReady = false;

    function post(message) {
      message[MARK] = true;
      target().postMessage(message, '*');
    }
    function deliver(message) {
      var handler = handlers[message.name];
      if (!handler) return queued.push(message);
      post({ kind: 'reply', id: message.id, responses: [handler(message.data)] });
    }
    window.addEventListener('message', function (event) {
      var message = event.data;
      if (!message || !message[MARK] || event.source !== target()) return;
      if (message.kind === 'ready') {
        if (!isReady) post({ kind: 'ready' });
        isReady = true;
        readyCallbacks.splice(0).forEach(function (callback) {
          callback();
        });
      } else if (message.kind === 'send') {
        deliver(message);
      } else if (message.kind === 'reply' && waiting.has(message.id)) {
        waiting.get(message.id)(message.responses);
        waiting.delete(message.id);
      }
    });
    return {
      announce: function () {
        post({ kind: 'ready' });
      },
      register: function (name, handler) {
        handlers[name] = handler;
        queued
          .filter(function (message) {
            return message.name === name;
          })
          .forEach(deliver);
        queued = queued.filter(function (message) {
          return message.name !== name;
        });
      },
      send: function (name, data, callback) {
        var id = ++nextId;
        waiting.set(id, callback || function () {});
        post({ kind: 'send', name: name, data: data, id: id });
      },
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          if (isReady) return resolve();
          readyCallbacks.push(resolve);
        }).then(callback);
      },
    };
  }

  var context = {
    /** The app side: opens the helper iframe and hands its channel over once it is ready. */
    open: function (options, onOpened) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return onOpened(
        channel(function () {
          return frame.contentWindow;
        }),
      );
    },
    /** The iframe side: the channel to the page that embeds it. */
    getParentIframe: function () {
      var parent = channel(function () {
        return window.parent;
      });
      parent.announce();
      return parent;
    },
  };

  window.gapi = {
    load: function (_module, options) {
      setTimeout(typeof options === 'function' ? options : options.callback, 0);
    },
    iframes: {
      getContext: function () {
        return context;
      },
      Iframe: function () {},
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
