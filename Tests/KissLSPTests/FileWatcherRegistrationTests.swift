import Foundation
import KissLSP
import XCTest

/// A client that can register file watchers is asked to report changes to
/// `.kisslint.json` and `.kiss` files, so configuration edits reach the server.
final class FileWatcherRegistrationTests: XCTestCase {
    func testTheServerRegistersWatchersWhenTheClientCan() throws {
        let session = InProcessSession()
        session.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let request = try XCTUnwrap(session.inbox.take { $0["method"] == "client/registerCapability" }, "no registration request")
        XCTAssertNotNil(request["id"])
        let registration = request["params"]?["registrations"]?[0]
        XCTAssertEqual(registration?["method"], "workspace/didChangeWatchedFiles")
        XCTAssertEqual(registration?["registerOptions"]?["watchers"], [["globPattern": "**/.kisslint.json"], ["globPattern": "**/*.kiss"]])
        // The client's answer is a response the server takes quietly; it keeps serving.
        session.send(["jsonrpc": "2.0", "id": request["id"]!, "result": .null])
        XCTAssertEqual(session.call("shutdown")["result"], .null)
    }

    func testNoRegistrationForClientsThatCannot() {
        let session = InProcessSession()
        session.initialize()
        session.sync()
        XCTAssertNil(session.inbox.take(timeout: 0.2) { $0["method"] == "client/registerCapability" })
    }
}
