//.kernel svm_atomic_add_w16
//.platform PVCXT
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -enableHalfLSC -dumpcommonisa -output -binary "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -enableHalfLSC "
//.instCount 24
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud alias=BuiltInR0+0 align=32 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.12)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.13)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.8)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.9)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.10)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.11)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=32 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=64 type=d align=32 words (r1.0)
//.declare V36 (42)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V37 (43)  rf=r size=128 type=q align=32 words (r3.0)
//.declare V38 (44)  rf=r size=128 type=q align=32 words (r5.0)
//.declare P1 (46)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V40 (47)  rf=r size=64 type=d align=32 words (r7.0)
//.declare V41 (48)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare  (49)  rf=r size=64 type=ud align=32 words (r8.0)
//.declare  (50)  rf=r size=64 type=uq alias=+0 align=32 words (r8.0)
//.declare V42 (51)  rf=r size=128 type=q alias=V38+0 align=32 words (r5.0)
//.declare V43 (52)  rf=r size=8 type=q alias=V36+0 align=4 words (r2.2)
//.declare V44 (53)  rf=r size=128 type=q alias=V37+0 align=32 words (r3.0)
//.declare V45 (54)  rf=r size=128 type=uq alias=V38+0 align=32 words (r5.0)
//.declare V46 (55)  rf=r size=64 type=ud alias=V35+0 align=32 words (r1.0)
//.declare V47 (56)  rf=r size=64 type=ud alias=V40+0 align=32 words (r7.0)
//.declare V48 (57)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.3)
//.declare  (58)  rf=r size=64 type=ud align=32 words (r9.0)
//.declare  (59)  rf=r size=64 type=uq alias=+0 align=32 words (r9.0)
//.declare  (60)  rf=r size=64 type=ud align=32 words (r127.0)
//.declare  (61)  rf=r size=16 type=uw align=32 words (r10.0)
//.declare  (63)  rf=r size=64 type=uw align=32 words (r11.0)
//.declare  (65)  rf=r size=32 type=ud align=2 words (r0.0)
//.declare  (66)  rf=r size=32 type=ud align=2 words (r127.0)
//.declare  (67)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (68)  rf=r size=32 type=ud align=2 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V36      | :q       |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2+24    | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r1:1 bti[255][r127:1]   {A@1,$0} // ex_desc:0xFF000000; desc:0x6218D500 // $10
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src} // 
        load.ugm.d32x8t.a32.ca.ca (1|M0)  r2:1  bti[255][r127:1]   {A@1,$1} // ex_desc:0xFF000000; desc:0x6218C500 // $10
// B002: Preds:{B001},  Succs:{}
// svm_atomic_add_w16_BB_0:
(W)     mov (1|M0)               r8.0<1>:uq    r2.1<0;1,0>:uq                   {Compacted,$1.dst}   // $1
        mov (8|M0)               r10.0<1>:uw   0xC840C840:uv                                         // $2
(W)     send.dc1 (16|M0)         r1       r8      null:0  0x0            0x021D03FF           {I@2,$0} // wr:1h+0, rd:1; a64 unaligned oword block read x4 // $1
        mov (8|M0)               r11.0<4>:uw   r10.0<1;1,0>:uw                  {I@1}                // $2
        mov (16|M0)              r7.0<1>:d     0:w                               {Compacted}         // $6
        mov (8|M0)               r3.0<1>:q     r11.0<4;1,0>:uw                  {I@2}                // $2
        mov (8|M0)               r4.0<1>:q     r11.0<4;1,0>:uw                                       // $3
        add (16|M0)              r5.0<1>:q     r2.2<0;1,0>:q     r3.0<1;1,0>:q    {Compacted,I@1}    // $4
(W)     mov (1|M0)               r9.0<1>:uq    r2.3<0;1,0>:uq                   {Compacted}          // $9
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $10
        cmp (16|M0)   (ne)f0.0   null<1>:d     r1.0<1;1,0>:d     0:w               {$0.dst}          // $7
(f0.0)  send.dc1 (16|M0)         r7       r5      r1:1    0x0            0x0414A7FF           {I@3,$2} // wr:2+1, rd:1; untyped a64 atomic int32 integer add // $8
(W)     send.dc1 (16|M0)         null     r9      r7:1    0x0            0x020D43FF           {I@2,$2} // wr:1h+1, rd:0; a64 unaligned oword block write x4 // $9
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread // $10


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD32ReadSuppressions: 0
//.SIMD16s: 25
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
